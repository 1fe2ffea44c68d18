import { documentTitle } from '@/lib/env';

/** Sets the document title: page name, separator, product name (React 19 hoists <title>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{documentTitle(title)}</title>;
}
