// The server sanitises HTML on write (the contract's description fields: p, ul, ol, li, strong, em,
// a with href only, h3, br; http(s) and mailto links). The same DOMPurify allow-list the app uses
// (src/lib/rich-text.ts), run on a jsdom window, as a Django server runs nh3 or bleach with it.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_POLICY } from '../../src/lib/rich-text';

const purify = createDOMPurify(new JSDOM('').window);

/** HTML as the server keeps it: only the allow-list's tags, attributes and link schemes. */
export function sanitizeHtml(html: string): string;
export function sanitizeHtml(html: string | null): string | null;
export function sanitizeHtml(html: string | null): string | null {
  return html === null ? null : purify.sanitize(html, RICH_TEXT_POLICY);
}
