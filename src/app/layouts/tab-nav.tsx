import { NavList, type NavListProps } from './side-nav';

/** Tabs that are links (each tab is a route). */
export function TabNav(props: NavListProps) {
  return <NavList look="tabs" {...props} />;
}
