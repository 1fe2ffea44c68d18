import { useMemo } from 'react';
import { sanitizeRichTextForDisplay } from '@/lib/rich-text';
import { cn } from '@/lib/utils';

/** Typography for the allowed description HTML (p, ul, ol, li, strong, em, a, h3, br). */
const typography =
  'text-sm leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 ' +
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground [&_h3:first-child]:mt-0 ' +
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 ' +
  '[&_li]:my-1 [&_strong]:font-semibold';

/**
 * A job or company description from the server, rendered after sanitising it to the contract's
 * allow-list (src/lib/rich-text: the one DOMPurify config). The server sanitises on write; the
 * client sanitises again because the contract cannot enforce markup. Renders nothing when empty.
 */
export function SanitizedHtml({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const clean = useMemo(() => sanitizeRichTextForDisplay(html), [html]);
  if (!clean) return null;
  return <div className={cn(typography, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
