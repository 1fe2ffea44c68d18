import DOMPurify from 'dompurify';
import { richTextAllowList } from '@generated/rules.gen';

/*
 * Job and company descriptions: HTML limited to the contract's allow-list (`x-rich-text`: p, ul,
 * ol, li, strong, em, a with href only, h3, br; http(s) and mailto links). The description editor's
 * extensions produce only these tags, and every piece of HTML (the editor's and the server's) is
 * sanitised with DOMPurify on it before it is sent or rendered. The server sanitises on write with
 * the same list.
 */
/** Link targets a description may hold: the contract's schemes (web pages and e-mail addresses). */
export const SAFE_HREF = new RegExp(`^(?:${richTextAllowList.schemes.join('|')}):`, 'i');

const RICH_TEXT_POLICY = {
  ALLOWED_TAGS: [...richTextAllowList.tags],
  ALLOWED_ATTR: [...richTextAllowList.attributes],
  ALLOWED_URI_REGEXP: SAFE_HREF,
  KEEP_CONTENT: true,
};

/*
 * Trusted Types (docs/deploy.md): the site's policy lets only DOMPurify's own Trusted Types policy
 * (`dompurify`) make HTML. So HTML is parsed here by DOMPurify alone, handed on as DOM nodes or,
 * for rendering, as the TrustedHTML it returns (RETURN_TRUSTED_TYPE); nothing assigns a string to
 * innerHTML.
 */

/** Sanitises HTML to the contract's allow-list (tags, the href attribute, http(s)/mailto links). */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, RICH_TEXT_POLICY);
}

/** The same, as nodes (for code that walks the result; the rich-text editor parses it). */
export function sanitizeRichTextToFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...RICH_TEXT_POLICY, RETURN_DOM_FRAGMENT: true });
}

const linkRel = (node: Element) => {
  if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer');
};

/**
 * The same sanitised HTML, ready to render (TrustedHTML where the browser has Trusted Types):
 * links also get rel="noopener noreferrer" so that the page a description links to never gets a
 * handle on this one, nor its address. (Only for display: what is sent to the server keeps the
 * contract's href-only links.)
 */
export function sanitizeRichTextForDisplay(html: string | null | undefined): TrustedHTML | string {
  if (!html) return '';
  DOMPurify.addHook('afterSanitizeAttributes', linkRel);
  try {
    return DOMPurify.sanitize(html, { ...RICH_TEXT_POLICY, RETURN_TRUSTED_TYPE: true });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', linkRel);
  }
}

/** The text of some HTML, without tags (to check that a description is not empty). */
export function richTextToPlain(html: string): string {
  if (!html) return '';
  return (sanitizeRichTextToFragment(html).textContent ?? '').replace(/\s+/g, ' ').trim();
}
