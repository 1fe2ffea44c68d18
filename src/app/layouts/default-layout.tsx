import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Layout "default": header, page, footer. */
export function DefaultLayout() {
  return (
    <div data-layout="default" className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex w-full flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
