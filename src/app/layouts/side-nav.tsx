import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

export interface SideNavItem {
  to: string;
  label: string;
  end?: boolean;
}

interface NavListProps {
  label: string;
  items: SideNavItem[];
  className: string;
  /** Classes every link adds to the shared ones; then one of the active or inactive sets. */
  linkClassName?: string;
  activeClassName: string;
  inactiveClassName: string;
}

/** A labelled list of route links, the current one marked (aria-current, by NavLink). */
export function NavList({ label, items, className, linkClassName, activeClassName, inactiveClassName }: NavListProps) {
  return (
    <nav aria-label={label} className={className}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          className={({ isActive }) =>
            cn(
              'px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              linkClassName,
              isActive ? activeClassName : inactiveClassName,
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
export function SideNav({ label, items }: { label: string; items: SideNavItem[] }) {
  return (
    <NavList
      label={label}
      items={items}
      className="flex gap-1 overflow-x-auto md:flex-col"
      linkClassName="whitespace-nowrap rounded-md"
      activeClassName="bg-accent text-accent-foreground"
      inactiveClassName="text-muted-foreground hover:bg-accent/60 hover:text-foreground"
    />
  );
}
