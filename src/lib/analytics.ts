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

/** Injects Google Tag Manager once; returns whether it was (or already is) loaded. */
export function loadTagManager(id: string, doc: Document = document): boolean {
  if (!GTM_ID.test(id)) {
    if (id) console.error(`[analytics] ignoring malformed tag-manager id ${JSON.stringify(id)}`);
    return false;
  }
  if (doc.getElementById('gtm-script')) return true;
  const w = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (w) {
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  // A TrustedScriptURL: the site's Trusted Types refuse a plain string here (issue #27).
  script.src = trustedTagManagerUrl(
    `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  ) as string;
  doc.head.appendChild(script);
  return true;
}

/** Loads analytics when both conditions hold; call at start-up and after the choice. */
export function startAnalytics(gtmId: string, consent: Consent | null = readConsent()): boolean {
  if (!gtmId || consent !== 'granted') return false;
  return loadTagManager(gtmId);
}
