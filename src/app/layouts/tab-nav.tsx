import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import type { SideNavItem } from './side-nav';

/** Tabs that are links (each tab is a route). */
export function TabNav({ label, items }: { label: string; items: SideNavItem[] }) {
  return (
    <nav aria-label={label} className="flex gap-1 border-b">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
