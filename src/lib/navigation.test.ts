import { describe, expect, it, vi } from 'vitest';
import { checkUrl, navigateSafely } from './navigation';

const origin = 'https://jobs.example.com';

describe('safe navigation', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://jobs.example.com/1b2c',
    'vbscript:msgbox(1)',
  ])('always refuses %j, even when external URLs are allowed', (url) => {
    expect(checkUrl(url, { origin, allowExternal: true })).toEqual({
      ok: false,
      reason: 'forbidden-protocol',
    });
  });

  it('refuses other origins unless allowed', () => {
    expect(checkUrl('https://evil.example.net/phish', { origin })).toEqual({
      ok: false,
      reason: 'external-not-allowed',
    });
    expect(checkUrl('//evil.example.net/phish', { origin })).toEqual({
      ok: false,
      reason: 'external-not-allowed',
    });
    expect(
      checkUrl('https://accounts.google.com/o/oauth2', { origin, allowExternal: true }),
    ).toEqual({
      ok: true,
      external: true,
      href: 'https://accounts.google.com/o/oauth2',
    });
  });

  it('accepts in-app paths and same-origin URLs as paths', () => {
    expect(checkUrl('/jobs?search=react#top', { origin })).toEqual({
      ok: true,
      external: false,
      path: '/jobs?search=react#top',
    });
    expect(checkUrl(`${origin}/profile`, { origin })).toEqual({
      ok: true,
      external: false,
      path: '/profile',
    });
  });

  it('navigates in the app, opens allowed external URLs, and refuses the rest without navigating', () => {
    const navigate = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);

    expect(navigateSafely(navigate, '/jobs', { origin, replace: true })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/jobs', { replace: true });

    expect(navigateSafely(navigate, 'javascript:alert(1)', { origin })).toBe(false);
    expect(navigateSafely(navigate, 'https://blog.example.org/', { origin })).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(2);

    expect(
      navigateSafely(navigate, 'https://blog.example.org/', {
        origin,
        allowExternal: true,
        newTab: true,
      }),
    ).toBe(true);
    expect(open).toHaveBeenCalledWith('https://blog.example.org/', '_blank', 'noopener,noreferrer');
  });
});

describe('spaces inside a URL', () => {
  it('are kept, not stripped: /jobs?search=senior engineer searches for both words', () => {
    const check = checkUrl('/jobs?search=senior engineer', { origin: 'https://jobs.test' });
    expect(check).toEqual({ ok: true, external: false, path: '/jobs?search=senior%20engineer' });
    expect(new URLSearchParams((check as { path: string }).path.split('?')[1]).get('search')).toBe(
      'senior engineer',
    );
  });

  it('a tab or newline inside a scheme still cannot hide javascript:', () => {
    expect(checkUrl(' java\tscript:alert(1)', { origin: 'https://jobs.test' })).toEqual({
      ok: false,
      reason: 'forbidden-protocol',
    });
    expect(checkUrl('java\nscript:alert(1)', { origin: 'https://jobs.test' })).toMatchObject({
      ok: false,
    });
  });
});
