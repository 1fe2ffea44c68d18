import { env } from '@/config/env';

/** "Jobs | Jobboard": page name, separator, product name. */
function documentTitle(page?: string): string {
  return page ? `${page} | ${env.appName}` : env.appName;
}

/** Sets the document title: page name, separator, product name (React 19 hoists <title>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{documentTitle(title)}</title>;
}

/**
 * Sets the page's meta description (React 19 hoists <meta> into the head, and adopts the one a
 * prerendered page already has when its content is the same).
 */
export function PageDescription({ content }: { content: string }) {
  return <meta name="description" content={content} />;
}
