import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_MAX_BYTES,
  cookieAttributes,
  encodedCookieSize,
  readJsonCookie,
  secureCookies,
  writeJsonCookie,
} from './cookies';

afterEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
});

describe('cookie persistence', () => {
  it('uses SameSite=Strict, path / and Secure only on https', () => {
    expect(cookieAttributes()).toMatchObject({ sameSite: 'strict', path: '/', secure: false });
    const original = window.location;
    vi.stubGlobal('location', { ...original, protocol: 'https:' });
    try {
      expect(cookieAttributes().secure).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is Secure everywhere but on localhost, even over http', () => {
    expect(secureCookies({ protocol: 'http:', hostname: 'localhost' })).toBe(false);
    expect(secureCookies({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(false);
    expect(secureCookies({ protocol: 'http:', hostname: 'jobs.example' })).toBe(true);
    expect(secureCookies({ protocol: 'https:', hostname: 'jobs.example' })).toBe(true);
  });

  it('passes those attributes to every write', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeJsonCookie('jb_test', { a: 1 });
    expect(set).toHaveBeenCalledWith(
      'jb_test',
      '{"a":1}',
      expect.objectContaining({ sameSite: 'strict', path: '/' }),
    );
  });

  it('round-trips JSON and rejects what the parser refuses', () => {
    writeJsonCookie('jb_test', { name: 'Zoë "Z" Ødegaard; 😀' });
    expect(readJsonCookie('jb_test', (v) => v as { name: string })).toEqual({
      name: 'Zoë "Z" Ødegaard; 😀',
    });
    expect(readJsonCookie('jb_test', () => null)).toBeNull();
    document.cookie = 'jb_broken=%7Bnot-json; path=/';
    expect(readJsonCookie('jb_broken', (v) => v)).toBeNull();
  });

  it('refuses a value that would not fit in 4 KB once encoded, and removes the stale cookie', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(writeJsonCookie('jb_test', { ok: true })).toBe(true);
    // Multi-byte characters grow when percent-encoded: measure encoded bytes, not characters.
    const big = { text: 'é'.repeat(1000) }; // ~2 KB of characters, ~6 KB encoded
    expect(JSON.stringify(big).length).toBeLessThan(COOKIE_MAX_BYTES);
    expect(encodedCookieSize('jb_test', JSON.stringify(big))).toBeGreaterThan(COOKIE_MAX_BYTES);
    expect(writeJsonCookie('jb_test', big)).toBe(false);
    expect(Cookies.get('jb_test')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps every written cookie under the limit', () => {
    const value = { text: 'a'.repeat(COOKIE_MAX_BYTES - 40) };
    expect(writeJsonCookie('jb_test', value)).toBe(true);
    expect(encodedCookieSize('jb_test', Cookies.get('jb_test')!)).toBeLessThanOrEqual(
      COOKIE_MAX_BYTES,
    );
  });
});
