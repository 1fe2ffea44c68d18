import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

export interface SideNavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** Vertical navigation for account areas; a horizontal scroller on small screens. */
export function SideNav({ label, items }: { label: string; items: SideNavItem[] }) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto md:flex-col">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          className={({ isActive }) =>
            cn(
              'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
