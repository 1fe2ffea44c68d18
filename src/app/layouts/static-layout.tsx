import { SiteFrame } from './site-frame';

/** Layout "static": the home page and content pages (full-width sections, no app chrome). */
export function StaticLayout() {
  return <SiteFrame layout="static" />;
}
