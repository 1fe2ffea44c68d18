import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, readConsent, recordConsent, startAnalytics } from './analytics';

const gtmScript = () => document.getElementById('gtm-script') as HTMLScriptElement | null;

afterEach(() => {
  gtmScript()?.remove();
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
});

describe('analytics consent', () => {
  it('loads nothing without an id, or before consent, or after a refusal', () => {
    expect(startAnalytics('')).toBe(false);
    expect(startAnalytics('GTM-ABC1234')).toBe(false); // no choice yet
    recordConsent('denied');
    expect(startAnalytics('GTM-ABC1234')).toBe(false);
    expect(gtmScript()).toBeNull();
  });

  it('loads the tag manager once when an id is set and consent is given', () => {
    recordConsent('granted');
    expect(readConsent()).toBe('granted');
    expect(startAnalytics('GTM-ABC1234')).toBe(true);
    expect(startAnalytics('GTM-ABC1234')).toBe(true);
    expect(document.querySelectorAll('#gtm-script')).toHaveLength(1);
    expect(gtmScript()!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234');
  });

  it('refuses a malformed id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    recordConsent('granted');
    expect(startAnalytics('GTM-"><script>')).toBe(false);
    expect(gtmScript()).toBeNull();
  });

  it('keeps the choice in a SameSite=Strict cookie', () => {
    const set = vi.spyOn(Cookies, 'set');
    recordConsent('granted');
    expect(set).toHaveBeenCalledWith(
      CONSENT_COOKIE,
      'granted',
      expect.objectContaining({ sameSite: 'strict' }),
    );
  });
});
