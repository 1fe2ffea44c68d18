import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/**
 * Safe navigation (docs/product.md §9): every programmatic navigation goes through here.
 * javascript:, data:, blob: and vbscript: URLs are always refused; other-origin URLs only when
 * the caller allows external navigation.
 */
const FORBIDDEN_PROTOCOLS: ReadonlySet<string> = new Set([
  'javascript:',
  'data:',
  'blob:',
  'vbscript:',
]);

export type UrlCheck =
  | { ok: true; external: false; path: string }
  | { ok: true; external: true; href: string }
  | { ok: false; reason: 'forbidden-protocol' | 'external-not-allowed' | 'invalid' };

export interface SafeUrlOptions {
  allowExternal?: boolean;
  origin?: string;
}

export function checkUrl(
  url: string,
  { allowExternal = false, origin = window.location.origin }: SafeUrlOptions = {},
): UrlCheck {
  // As browsers do (WHATWG URL): leading and trailing control characters and spaces go, tabs and
  // newlines go anywhere ("java\tscript:"); a space inside stays ("senior engineer").
  const cleaned = url
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
    .replace(/[\t\n\r]/g, '');
  let parsed: URL;
  try {
    parsed = new URL(cleaned, origin);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (FORBIDDEN_PROTOCOLS.has(parsed.protocol.toLowerCase()))
    return { ok: false, reason: 'forbidden-protocol' };
  if (parsed.origin === origin)
    return { ok: true, external: false, path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  if (!['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol))
    return { ok: false, reason: 'forbidden-protocol' };
  if (!allowExternal) return { ok: false, reason: 'external-not-allowed' };
  return { ok: true, external: true, href: parsed.href };
}

export interface SafeNavigateOptions extends NavigateOptions, SafeUrlOptions {
  /** External URLs only: open in a new tab (noopener). */
  newTab?: boolean;
}

/** Performs a checked navigation with the given in-app navigate function; returns whether it happened. */
export function navigateSafely(
  navigate: (to: string, options?: NavigateOptions) => void | Promise<void>,
  url: string,
  { allowExternal, origin, newTab, ...options }: SafeNavigateOptions = {},
): boolean {
  const check = checkUrl(url, { allowExternal, origin });
  if (!check.ok) {
    console.error(`[navigation] refused ${JSON.stringify(url)}: ${check.reason}`);
    return false;
  }
  if (!check.external) {
    void navigate(check.path, options);
  } else if (newTab) {
    window.open(check.href, '_blank', 'noopener,noreferrer');
  } else {
    window.location.assign(check.href);
  }
  return true;
}

/** The hook form: `const go = useSafeNavigate(); go('/jobs')`. */
export function useSafeNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (url: string, options?: SafeNavigateOptions) => navigateSafely(navigate, url, options),
    [navigate],
  );
}
