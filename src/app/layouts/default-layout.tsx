import { SiteFrame } from './site-frame';

/**
 * Layout "default": header, page, footer. Below md, a page with the job's apply bar (fixed at
 * the bottom of the screen, 4 rem tall) gets room under the footer, so the bar never hides it.
 */
export function DefaultLayout() {
  return <SiteFrame layout="default" className="max-md:has-data-apply-bar:pb-16" />;
}
