// Post-processing for scripts/build-docs.mjs: make Redocly's HTML work without a network, and
// list whatever in it would still be fetched from another host.

// A neutral inline mark instead of https://cdn.redoc.ly/redoc/logo-mini*.svg. Percent-encoded:
// it sits inside a JavaScript template literal in Redoc's bundle.
const INLINE_LOGO =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%2216%22%20height%3D%2216%22%2F%3E';

/** Strips web fonts and inlines the logo; returns the cleaned HTML. */
export function makeOffline(html) {
  return html
    .replace(/<link\b[^>]*\bhref=["']?https?:\/\/fonts\.(?:googleapis|gstatic)\.com[^>]*>\s*/gi, '')
    .replace(/@import\s+(?:url\()?["']?https?:\/\/fonts\.googleapis\.com[^;]*;/gi, '')
    .replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, INLINE_LOGO);
}

/** Everything in the HTML that would make the browser fetch from another host. */
export function externalResources(html) {
  const found = [];
  const patterns = [
    /<script\b[^>]*\bsrc\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi,
    /<link\b[^>]*\bhref\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi,
    /<img\b[^>]*\bsrc\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi,
    /url\(\s*["']?(https?:\/\/[^"')\s]+)/gi,
    /@import\s+["'](https?:\/\/[^"']+)/gi,
    // Redoc's attribution logo (if a new Redoc version renames it, this stays visible here).
    /(https:\/\/cdn\.redoc\.ly\/[^`"'\s]+)/gi,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) found.push(match[1]);
  }
  return [...new Set(found)];
}
