import { GTM_ID } from '@/config/env';
import { readCookie, writeCookie } from './cookies';
import { trustedTagManagerUrl } from './trusted-types';

/**
 * Analytics (docs/product.md §1): the tag-manager script loads only when an id is configured AND
 * the visitor gave consent. Nothing loads before the choice.
 */
export const CONSENT_COOKIE = 'jb_consent';
export type Consent = 'granted' | 'denied';

export function readConsent(): Consent | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function recordConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, consent);
}

/**
 * URL parameters analytics must never see (docs/backend-guide.md, "Security"): reset tokens, magic-link keys, emails, and
 * anything session-like. The sign-in code and state of a social return live in the fragment.
 */
const SENSITIVE_URL_PARAMS: readonly string[] = [
  'token',
  'key',
  'email',
  'access_token',
  'refresh_token',
  'code',
  'state',
  'code_verifier',
];

const isSensitive = (name: string) => SENSITIVE_URL_PARAMS.includes(name.toLowerCase());

const withoutInvitationToken = (path: string) =>
  path.replace(/(^|\/)(employer\/invitation\/)[^/?#&]+/, '$1$2:token');

/** The URL without sensitive parameters (query and fragment); '' for an unreadable one. */
export function scrubUrl(href: string): string {
  if (!href) return '';
  try {
    const url = new URL(href);
    // An invitation link carries its token in the path (/employer/invitation/{token}), and a
    // return path such as `?next=/employer/invitation/{token}` carries that path.
    url.pathname = withoutInvitationToken(url.pathname);
    for (const [name, value] of [...url.searchParams.entries()]) {
      if (isSensitive(name)) url.searchParams.delete(name);
      else if (withoutInvitationToken(value) !== value)
        url.searchParams.set(name, withoutInvitationToken(value));
    }
    const fragment = new URLSearchParams(url.hash.slice(1));
    if ([...fragment.keys()].some(isSensitive)) url.hash = '';
    return url.toString();
  } catch {
    return '';
  }
}

/** Whether a URL carries a parameter analytics must not see. */
function hasSensitiveParams(href: string): boolean {
  return scrubUrl(href) !== href;
}

/** Injects Google Tag Manager once; returns whether it was (or already is) loaded. */
function loadTagManager(id: string, doc: Document = document): boolean {
  if (!GTM_ID.test(id)) {
    if (id) console.error(`[analytics] ignoring malformed tag-manager id ${JSON.stringify(id)}`);
    return false;
  }
  if (doc.getElementById('gtm-script')) return true;
  const w = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (w) {
    w.dataLayer = w.dataLayer ?? [];
    // Tags read the page from these variables (configure GA4's page_location with them).
    w.dataLayer.push({
      page_location: scrubUrl(w.location.href),
      page_referrer: scrubUrl(doc.referrer),
    });
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  // A TrustedScriptURL: the site's Trusted Types refuse a plain string here (docs/deploy.md).
  script.src = trustedTagManagerUrl(
    `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  ) as string;
  doc.head.appendChild(script);
  return true;
}

let waiting: ReturnType<typeof setInterval> | null = null;

/**
 * Loads analytics when both conditions hold; call at start-up and after the choice. While the
 * address bar carries a sensitive parameter (a reset link's token, a magic link's key and email),
 * the tag manager is not loaded: it would read the page URL itself. It loads once the page has
 * moved on to a clean URL (returns false meanwhile).
 */
export function startAnalytics(gtmId: string, consent: Consent | null = readConsent()): boolean {
  if (!gtmId || consent !== 'granted') return false;
  if (!hasSensitiveParams(window.location.href)) return loadTagManager(gtmId);
  if (waiting === null)
    waiting = setInterval(() => {
      if (hasSensitiveParams(window.location.href)) return;
      clearInterval(waiting!);
      waiting = null;
      loadTagManager(gtmId);
    }, 500);
  return false;
}
