// The server sanitises HTML on write (job and company descriptions): the contract's `x-rich-text`
// allow-list (generated/rules.gen.ts, the one the app sanitises with), applied by DOMPurify on a
// jsdom window, as a Django server applies it with nh3 or bleach (docs/backend-guide.md).
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextAllowList } from '../../generated/rules.gen';

const purify = createDOMPurify(new JSDOM('').window);

const POLICY = {
  ALLOWED_TAGS: [...richTextAllowList.tags],
  ALLOWED_ATTR: [...richTextAllowList.attributes],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${richTextAllowList.schemes.join('|')}):`, 'i'),
  KEEP_CONTENT: true,
};

/** HTML as the server keeps it: only the allow-list's tags, attributes and link schemes. */
export function sanitizeHtml(html: string): string;
export function sanitizeHtml(html: string | null): string | null;
export function sanitizeHtml(html: string | null): string | null {
  return html === null ? null : purify.sanitize(html, POLICY);
}
