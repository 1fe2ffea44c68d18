import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Layout "static": the home page and content pages (full-width sections, no app chrome). */
export function StaticLayout() {
  return (
    <div data-layout="static" className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex w-full flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
