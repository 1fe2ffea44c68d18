import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, readConsent, recordConsent, scrubUrl, startAnalytics } from './analytics';

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

describe('analytics never sees tokens, keys, emails or session parameters', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
  });

  it('scrubs them from a URL, keeping the rest', () => {
    expect(scrubUrl('https://jobs.test/password-reset?token=T0K3N&utm_source=mail')).toBe(
      'https://jobs.test/password-reset?utm_source=mail',
    );
    expect(scrubUrl('https://jobs.test/job/x?key=K&email=a%40b.co&ref=1')).toBe(
      'https://jobs.test/job/x?ref=1',
    );
    expect(scrubUrl('https://jobs.test/jobs?access_token=A&refresh_token=R')).toBe(
      'https://jobs.test/jobs',
    );
    expect(scrubUrl('https://jobs.test/employer/onboarding#code=C&state=S')).toBe(
      'https://jobs.test/employer/onboarding',
    );
    // An invitation link's token is in its path.
    expect(scrubUrl('https://jobs.test/employer/invitation/abc123?key=K&email=a%40b.co')).toBe(
      'https://jobs.test/employer/invitation/:token',
    );
    // ... and so is a return path that names it (the invitation page's sign-in link).
    expect(
      scrubUrl('https://jobs.test/employer/sign-in?next=%2Femployer%2Finvitation%2Fabc123&x=1'),
    ).toBe('https://jobs.test/employer/sign-in?next=%2Femployer%2Finvitation%2F%3Atoken&x=1');
    expect(scrubUrl('https://jobs.test/jobs?next=%2Fjob%2Fa-b')).toBe(
      'https://jobs.test/jobs?next=%2Fjob%2Fa-b',
    );
  });

  it('the page URL handed to the tags is scrubbed', () => {
    window.history.replaceState(null, '', '/jobs?search=react');
    recordConsent('granted');
    expect(startAnalytics('GTM-ABC1234')).toBe(true);
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    expect(layer.filter((e) => 'page_location' in e).at(-1)?.page_location).toBe(
      `${window.location.origin}/jobs?search=react`,
    );
  });

  it('does not load the tag manager while the address bar holds a reset token; loads once it is gone', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/password-reset?token=T0K3N');
    recordConsent('granted');
    expect(startAnalytics('GTM-ABC1234')).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(gtmScript()).toBeNull();
    window.history.replaceState(null, '', '/');
    vi.advanceTimersByTime(600);
    expect(gtmScript()).not.toBeNull();
  });
});
