import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readIntent, recordIntent } from './pending-intent';
import {
  SOCIAL_CANCELLED,
  SOCIAL_RETURN_KEY,
  SOCIAL_RETURN_MAX_AGE_MS,
  inAppPath,
  rememberSocialReturn,
  takeSocialFailure,
  takeSocialReturn,
  type SocialReturnEnv,
} from './social-return';
import { socialArrival } from './social-arrival';
import { memoryStorageEnv, throwingStorage } from '@/test/memory-storage';

const ORIGIN = 'https://jobs.test';

function fakeEnv(start?: number) {
  const { env, store, clock } = memoryStorageEnv(start);
  return { env: { ...env, origin: ORIGIN } satisfies SocialReturnEnv, store, clock };
}

afterEach(() => {
  socialArrival.clear();
  vi.restoreAllMocks();
});

describe('the social sign-in return target', () => {
  it('is kept for the round trip and taken once', () => {
    const { env, store } = fakeEnv();
    rememberSocialReturn({ path: '/job/senior-frontend-engineer', apply: true }, env);
    expect(store.has(SOCIAL_RETURN_KEY)).toBe(true);
    expect(takeSocialReturn(env)).toEqual({ path: '/job/senior-frontend-engineer', apply: true });
    expect(store.has(SOCIAL_RETURN_KEY)).toBe(false);
    expect(takeSocialReturn(env)).toBeNull();
  });

  it('is good for 30 minutes, then ignored (and removed)', () => {
    expect(SOCIAL_RETURN_MAX_AGE_MS).toBe(30 * 60 * 1000);
    const fresh = fakeEnv();
    rememberSocialReturn({ path: '/job/a', apply: true }, fresh.env);
    fresh.clock.now += SOCIAL_RETURN_MAX_AGE_MS;
    expect(takeSocialReturn(fresh.env)).toEqual({ path: '/job/a', apply: true });

    const stale = fakeEnv();
    rememberSocialReturn({ path: '/job/a', apply: true }, stale.env);
    stale.clock.now += SOCIAL_RETURN_MAX_AGE_MS + 1;
    expect(takeSocialReturn(stale.env)).toBeNull();
    expect(stale.store.has(SOCIAL_RETURN_KEY)).toBe(false);
  });

  it('ignores a target saved "in the future" (a clock that moved back)', () => {
    const { env, clock } = fakeEnv();
    rememberSocialReturn({ path: '/job/a', apply: true }, env);
    clock.now -= 1;
    expect(takeSocialReturn(env)).toBeNull();
  });

  it('forgets an earlier target when a sign-in starts without one', () => {
    const { env, store } = fakeEnv();
    rememberSocialReturn({ path: '/job/a', apply: true }, env);
    rememberSocialReturn(null, env);
    expect(store.has(SOCIAL_RETURN_KEY)).toBe(false);
    expect(takeSocialReturn(env)).toBeNull();
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['JSON null', 'null'],
    [
      'another version',
      JSON.stringify({ v: 2, path: '/job/a', apply: true, savedAt: 1_700_000_000_000 }),
    ],
    ['no path', JSON.stringify({ v: 1, apply: true, savedAt: 1_700_000_000_000 })],
    [
      'apply not a boolean',
      JSON.stringify({ v: 1, path: '/job/a', apply: 'yes', savedAt: 1_700_000_000_000 }),
    ],
    ['no time', JSON.stringify({ v: 1, path: '/job/a', apply: true })],
    [
      'another origin',
      JSON.stringify({
        v: 1,
        path: '//evil.example/job/a',
        apply: true,
        savedAt: 1_700_000_000_000,
      }),
    ],
    [
      'a script URL',
      JSON.stringify({
        v: 1,
        path: 'javascript:alert(1)',
        apply: true,
        savedAt: 1_700_000_000_000,
      }),
    ],
  ])('ignores what it cannot trust (%s) and removes it', (_, raw) => {
    const { env, store } = fakeEnv();
    store.set(SOCIAL_RETURN_KEY, raw);
    expect(takeSocialReturn(env)).toBeNull();
    expect(store.has(SOCIAL_RETURN_KEY)).toBe(false);
  });

  it('keeps only in-app paths', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const path of [
      'https://evil.example/job/a',
      '//evil.example/job/a',
      '/\\evil.example',
      'javascript:alert(1)',
      'job/a',
      '',
    ]) {
      const { env, store } = fakeEnv();
      rememberSocialReturn({ path, apply: true }, env);
      expect(store.has(SOCIAL_RETURN_KEY), path).toBe(false);
    }
    expect(inAppPath('/job/a?ref=x', ORIGIN)).toBe('/job/a?ref=x');
    expect(inAppPath('/job/café', ORIGIN)).toBe('/job/caf%C3%A9');
  });

  it('does without storage: a blocked or failing sessionStorage keeps the default landing', () => {
    expect(() =>
      rememberSocialReturn({ path: '/job/a', apply: true }, { ...fakeEnv().env, storage: null }),
    ).not.toThrow();
    expect(takeSocialReturn({ ...fakeEnv().env, storage: null })).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const throwing: SocialReturnEnv = { ...fakeEnv().env, storage: throwingStorage };
    expect(() => rememberSocialReturn({ path: '/job/a', apply: true }, throwing)).not.toThrow();
    expect(takeSocialReturn(throwing)).toBeNull();
  });

  it('uses sessionStorage by default', () => {
    window.sessionStorage.clear();
    rememberSocialReturn({ path: '/job/a', apply: true });
    expect(JSON.parse(window.sessionStorage.getItem(SOCIAL_RETURN_KEY)!)).toMatchObject({
      v: 1,
      path: '/job/a',
      apply: true,
    });
    expect(takeSocialReturn()).toEqual({ path: '/job/a', apply: true });
    expect(window.sessionStorage.getItem(SOCIAL_RETURN_KEY)).toBeNull();
  });
});

describe('a social sign-in that came back without a code (cancelled or failed at the provider)', () => {
  const APP = 'https://jobs.test';
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('goes back to the page it started on, forgets the pending intent, and says that sign-in was cancelled', async () => {
    const { toast } = await import('sonner');
    const info = vi.spyOn(toast, 'info');
    rememberSocialReturn({ path: '/job/senior-frontend-engineer', apply: true });
    recordIntent('apply', 'senior-frontend-engineer');
    expect(
      takeSocialFailure(new URL(`${APP}/employer/onboarding?error_state=social_cancelled`)),
    ).toBe('/job/senior-frontend-engineer');
    expect(readIntent()).toBeNull();
    expect(window.sessionStorage.getItem(SOCIAL_RETURN_KEY)).toBeNull();
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        SOCIAL_CANCELLED.summary,
        expect.objectContaining({ description: SOCIAL_CANCELLED.detail }),
      ),
    );
    // Used once: the same URL again keeps the default handling.
    expect(
      takeSocialFailure(new URL(`${APP}/employer/onboarding?error_state=social_cancelled`)),
    ).toBeNull();
  });

  it('without an action waiting, still goes back to where it started (the query kept)', () => {
    rememberSocialReturn({ path: '/jobs?search=design', apply: false });
    expect(takeSocialFailure(new URL(`${APP}/employer/onboarding?error_state=x`))).toBe(
      '/jobs?search=design',
    );
  });

  it('leaves every other URL alone, and keeps the target for them', () => {
    rememberSocialReturn({ path: '/job/a', apply: true });
    for (const url of [
      `${APP}/employer/onboarding`, // no error_state
      `${APP}/employer/onboarding#code=c&state=s`, // a code: the exchange's business
      `${APP}/employer/onboarding?error_state=x#code=c&state=s`,
      `${APP}/jobs?error_state=x`, // a magic link's expired view (docs/product.md §2)
    ])
      expect(takeSocialFailure(new URL(url)), url).toBeNull();
    expect(takeSocialReturn()).toEqual({ path: '/job/a', apply: true });
  });

  it('a return this tab did not start (nothing kept, or stale) keeps the default handling', () => {
    const { env, clock } = fakeEnv();
    const url = new URL(`${APP}/employer/onboarding?error_state=social_failed`);
    expect(takeSocialFailure(url, env)).toBeNull();
    rememberSocialReturn({ path: '/job/a', apply: true }, env);
    clock.now += SOCIAL_RETURN_MAX_AGE_MS + 1;
    expect(takeSocialFailure(url, env)).toBeNull();
  });
});
