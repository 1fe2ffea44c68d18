import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Layout "default": header, page, footer. Below md, a page with the job's apply bar (fixed at
 * the bottom of the screen, 4 rem tall) gets room under the footer, so the bar never hides it.
 */
export function DefaultLayout() {
  return (
    <div data-layout="default" className="flex min-h-dvh flex-col max-md:has-data-apply-bar:pb-16">
      <SiteHeader />
      <main id="main" className="flex w-full flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
