import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

interface SideNavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** How each kind of link list looks: the list, every link, then the current or another link. */
const looks = {
  // A column from md up, a horizontal scroller below.
  side: {
    nav: 'flex gap-1 overflow-x-auto md:flex-col',
    link: 'whitespace-nowrap rounded-md',
    active: 'bg-accent text-accent-foreground',
    inactive: 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
  },
  // Tabs on a rule; the current one underlined.
  tabs: {
    nav: 'flex gap-1 border-b',
    link: '-mb-px border-b-2',
    active: 'border-primary text-foreground',
    inactive: 'border-transparent text-muted-foreground hover:text-foreground',
  },
};

export interface NavListProps {
  label: string;
  items: SideNavItem[];
}

/** A labelled list of route links, the current one marked (aria-current, by NavLink). */
export function NavList({ label, items, look }: NavListProps & { look: keyof typeof looks }) {
  const { nav, link, active, inactive } = looks[look];
  return (
    <nav aria-label={label} className={nav}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          className={({ isActive }) =>
            cn(
              'px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              link,
              isActive ? active : inactive,
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Vertical navigation for account areas; a horizontal scroller on small screens. */
export function SideNav(props: NavListProps) {
  return <NavList look="side" {...props} />;
}
