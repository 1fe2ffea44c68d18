import { NavList, type SideNavItem } from './side-nav';

/** Tabs that are links (each tab is a route). */
export function TabNav({ label, items }: { label: string; items: SideNavItem[] }) {
  return (
    <NavList
      label={label}
      items={items}
      className="flex gap-1 border-b"
      linkClassName="-mb-px border-b-2"
      activeClassName="border-primary text-foreground"
      inactiveClassName="border-transparent text-muted-foreground hover:text-foreground"
    />
  );
}
