import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The security headers the built site is served with (docs/deploy.md). `vite build`
 * writes them to `dist/_headers` (Netlify and Cloudflare Pages read it; docs/deploy.md has the
 * same for nginx) and `vite preview` serves them from that file, so every e2e test runs under
 * them.
 *
 * The Content-Security-Policy admits scripts from the site itself and, inline, only the scripts
 * the built HTML files hold, by their SHA-256 hash (computed from the files as written, so a
 * changed script cannot ship unhashed: `checkBuiltHeaders` fails the build). Trusted Types allow
 * two policies: `dompurify` (DOMPurify's own, the only one that makes HTML: src/lib/rich-text.ts)
 * `jobboard` (src/lib/trusted-types.ts: the JSON-LD block's text and the Tag Manager URL) and
 * `jobboard-loader` (scripts/prerender.ts: the prerendered pages' entry script URL, that one URL
 * only). The last two make no HTML.
 */

/** The Trusted Types policies the app creates (and no others may be). */
const TRUSTED_TYPES_POLICIES = ['dompurify', 'jobboard', 'jobboard-loader'] as const;

const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://www.google-analytics.com', 'https://*.google-analytics.com'];

/** Script types a browser does not run (data blocks): no hash needed, CSP does not apply. */
const DATA_BLOCK = /^(?:application\/(?:ld\+)?json|text\/plain)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The text of each inline script a browser would run (not `src=` ones, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (DATA_BLOCK.test(type)) continue;
    scripts.push(text);
  }
  return scripts;
}

/** A CSP hash source for a script's text: `'sha256-…'`. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Inline event handlers (`onclick="…"`) and `javascript:` URLs: a hash does not admit them. */
function inlineHandlers(html: string): string[] {
  return [
    ...html.matchAll(
      /<[a-z][^>]*?\s(on[a-z]+\s*=|(?:href|src|action)\s*=\s*["']?\s*javascript:)/gi,
    ),
  ].map((m) => m[1]!);
}

export interface PolicyOptions {
  /** Hash sources of every inline script the site's HTML holds. */
  scriptHashes: readonly string[];
  /** The API's origin (VITE_API_BASE_URL). */
  apiOrigin: string;
  /** Where uploads go and stored files come from (presigned POST url, logos, photos, résumés). */
  storageOrigins: readonly string[];
  /** VITE_GTM_ID: Tag Manager and Google Analytics are admitted only when it is set. */
  gtmId?: string;
}

const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))];

/** The Content-Security-Policy of every page. */
export function contentSecurityPolicy({
  scriptHashes,
  apiOrigin,
  storageOrigins,
  gtmId,
}: PolicyOptions): string {
  const gtm = Boolean(gtmId);
  const api = [apiOrigin, ...storageOrigins];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...[...scriptHashes].sort(), ...(gtm ? [TAG_MANAGER] : [])])],
    // Inline styles: Radix (popovers, dialogs) and the editor position things with style
    // attributes, sonner inserts its stylesheet, and the prerendered pages carry a small <style>.
    // A style cannot run code; scripts stay hash-only.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    [
      'img-src',
      unique(["'self'", 'data:', 'blob:', ...api, ...(gtm ? [TAG_MANAGER, ...ANALYTICS] : [])]),
    ],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...api, ...(gtm ? [TAG_MANAGER, ...ANALYTICS] : [])])],
    ['frame-src', gtm ? [TAG_MANAGER] : ["'none'"]],
    ['worker-src', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', unique(["'self'", ...storageOrigins])],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [...TRUSTED_TYPES_POLICIES]],
  ];
  if (apiOrigin.startsWith('https:')) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * Features the app never uses, denied to the page and anything it embeds. (Fullscreen, clipboard
 * and the like are not listed: the rich-text editor pastes. A feature Chromium does not know,
 * such as bluetooth, logs a warning on every page, so none is listed.)
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Every header of every response (docs/deploy.md says why each is as it is). */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // The magic-link `key` and the social sign-in tokens arrive in URLs: no path or query is ever
    // sent, to any site. The origin alone is, over HTTPS: starting social sign-in is a navigation
    // to the API with a relative redirect_url, and the API learns from it which web app to send
    // the browser back to (the local backend does; no-referrer breaks that sign-in).
    'Referrer-Policy': 'strict-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Social sign-in is a full-page redirect (no pop-up), so the page can keep its own window
    // group: no cross-origin page it opens, or that opens it, gets a handle on it.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Browsers ignore it over plain HTTP (the preview server, localhost); production is HTTPS.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // Older browsers that know no frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/** The storage origins: VITE_STORAGE_ORIGIN (space-separated), else the local backend's. */
export function storageOrigins(apiOrigin: string, configured = ''): string[] {
  const listed = configured
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => new URL(value).origin);
  if (listed.length) return listed;
  const api = new URL(apiOrigin);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(api.hostname) || !api.port) return [];
  // The local backend (README "The local backend"): the fake, which stores and serves uploads,
  // on the API's port + 2; `npm run mock:examples`'s storage mock on port + 1.
  const port = Number(api.port);
  return [1, 2].map((offset) => `${api.protocol}//${api.hostname}:${port + offset}`);
}

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** `_headers` (Netlify / Cloudflare Pages): one rule for every path. */
export function headersFile(headers: Record<string, string>): string {
  return [
    '# Security headers for every response (written by `vite build`, see docs/deploy.md).',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '',
  ].join('\n');
}

/** Reads a `_headers` file: path patterns (`*` matches anything) and their headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a rule: ${line.trim()}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers a path gets from the rules (later rules add to and override earlier ones). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(
      `^${rule.pattern
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    if (pattern.test(pathname)) Object.assign(headers, rule.headers);
  }
  return headers;
}

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith('.') ? [] : htmlFiles(full, root);
    return name.endsWith('.html') ? [relative(root, full)] : [];
  });
}

/** The hash sources of every inline script in the build's HTML files. */
export function builtScriptHashes(outDir: string): string[] {
  return unique(
    htmlFiles(outDir).flatMap((file) =>
      inlineScripts(readFileSync(join(outDir, file), 'utf8')).map(scriptHash),
    ),
  );
}

/**
 * What is wrong with a build's `_headers`: an inline script of an HTML file whose hash its CSP
 * lacks, a hash no file needs any more, inline event handlers, a script-src that admits inline
 * code wholesale. [] when all is well.
 */
export function checkBuiltHeaders(outDir: string): string[] {
  const file = join(outDir, '_headers');
  if (!existsSync(file)) return [`${file} is missing`];
  const rules = parseHeadersFile(readFileSync(file, 'utf8'));
  const problems: string[] = [];
  const needed = new Set<string>();
  for (const html of htmlFiles(outDir)) {
    const text = readFileSync(join(outDir, html), 'utf8');
    const path = `/${html.replace(/\\/g, '/')}`;
    const csp = headersFor(rules, path)['Content-Security-Policy'];
    if (!csp) {
      problems.push(`${html}: no Content-Security-Policy`);
      continue;
    }
    const scriptSrc = (/(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(/\s+/);
    if (scriptSrc.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'"))
      problems.push(`${html}: script-src admits inline code or eval`);
    for (const script of inlineScripts(text)) {
      const hash = scriptHash(script);
      needed.add(hash);
      if (!scriptSrc.includes(hash))
        problems.push(`${html}: inline script ${hash} is not in the CSP (${script.slice(0, 60)}…)`);
    }
    for (const handler of inlineHandlers(text))
      problems.push(`${html}: inline handler or javascript: URL (${handler})`);
  }
  const listed = new Set(
    rules
      .flatMap((rule) => rule.headers['Content-Security-Policy'] ?? [])
      .flatMap((csp) => csp.match(/'sha256-[^']+'/g) ?? []),
  );
  for (const hash of listed)
    if (!needed.has(hash)) problems.push(`_headers: ${hash} matches no inline script of the build`);
  return problems;
}
