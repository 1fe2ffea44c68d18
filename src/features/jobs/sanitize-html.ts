import DOMPurify from 'dompurify';

/**
 * Job and company descriptions are HTML limited by the contract to p, ul, ol, li, strong, em,
 * a (href only), h3 and br. The server sanitises on write; the client sanitises again before
 * rendering, because the contract cannot enforce markup. Everything else is removed: scripts,
 * event handlers, styles, iframes, images. Links keep only http(s) and mailto targets and never
 * give the opened page access to this one.
 */
export const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'h3', 'br'];
export const ALLOWED_ATTR = ['href'];
const SAFE_HREF = /^(?:https?:|mailto:)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of our own, so the link hook never leaks into other uses. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href')?.trim() ?? '';
    if (!SAFE_HREF.test(href)) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** The description as safe HTML, ready for dangerouslySetInnerHTML. */
export function sanitizeJobHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_HREF,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}

/** Typography for sanitised descriptions (no typography plugin: a handful of rules is enough). */
export const richTextClass =
  'text-sm leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 ' +
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground [&_h3:first-child]:mt-0 ' +
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1 [&_strong]:font-semibold';
