import { useMemo } from 'react';
import { sanitizeRichText } from '@/lib/rich-text';
import { cn } from '@/lib/utils';

/** Typography for the allowed description HTML (p, ul, ol, li, strong, em, a, h3, br). */
export const richTextClasses =
  'text-sm leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3:first-child]:mt-0 [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-3 [&_p:first-child]:mt-0 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5';

/** Renders description HTML after sanitising it to the contract's allow-list. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={cn(richTextClasses, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
