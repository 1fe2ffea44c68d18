// The contract's auth throttle (`x-throttle`) as the fake applies it, through the fake's own HTTP
// entry (createFake().handle), with no server: who shares a budget (one account, whatever the case
// of its email; one client address), what is counted, and when the budget comes back.
import { beforeEach, describe, expect, it } from 'vitest';
import { createFake, type Fake } from './app';
import { DEV_PASSWORD, SEED_MOMENT, seed } from './store';
import { THROTTLES, checkThrottle, recordAttempt, throttleWindows } from './throttle';
import { HttpProblem } from './http';

const ORIGIN = 'http://127.0.0.1:4010';
const MAYA = 'maya.okafor@example.com';

let fake: Fake;
beforeEach(() => {
  fake = createFake({ publicOrigin: ORIGIN, now: SEED_MOMENT, log: false });
});

function login(email: string, password = 'wrong-password-1', address = '203.0.113.7') {
  return fake.handle(
    new Request(`${ORIGIN}/v2/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    }),
  );
}

function registrationCheck(email: string) {
  return fake.handle(
    new Request(`${ORIGIN}/v2/auth/registration-check/?email=${encodeURIComponent(email)}`),
  );
}

describe('throttle: one budget per account, whatever the case of its email', () => {
  it('each case variant of an email counts against the same login budget', async () => {
    const { limit } = THROTTLES.login!;
    const variants = [MAYA.toUpperCase(), 'Maya.Okafor@Example.com', ` ${MAYA} `, MAYA];
    for (let i = 0; i < limit; i += 1) {
      const response = await login(variants[i % variants.length]!);
      expect(response.status, `attempt ${i + 1}`).not.toBe(429);
    }
    for (const email of variants) expect((await login(email)).status, email).toBe(429);
  });

  it('a look-up by query email shares its budget across case variants too', async () => {
    const { limit } = THROTTLES.checkRegistration!;
    for (let i = 0; i < limit; i += 1)
      expect((await registrationCheck(i % 2 ? MAYA : MAYA.toUpperCase())).status).not.toBe(429);
    expect((await registrationCheck('MAYA.okafor@example.COM')).status).toBe(429);
  });

  it('another account and another client address keep their own budgets', async () => {
    const { limit } = THROTTLES.login!;
    for (let i = 0; i < limit; i += 1) await login(MAYA);
    expect((await login(MAYA)).status).toBe(429);
    expect((await login('jonas.weber@example.com')).status).not.toBe(429);
    expect((await login(MAYA, 'wrong-password-1', '198.51.100.9')).status).not.toBe(429);
  });
});

describe('throttle: what counts and when the budget returns', () => {
  it('login counts only refused attempts: the right password again and again is never throttled', async () => {
    const { limit } = THROTTLES.login!;
    for (let i = 0; i < limit + 2; i += 1)
      expect((await login(MAYA, DEV_PASSWORD)).status).toBe(200);
    for (let i = 0; i < limit; i += 1) expect((await login(MAYA)).status).not.toBe(429);
    expect((await login(MAYA, DEV_PASSWORD)).status).toBe(429);
  });

  it('the 429 says when to retry, and the call passes again once the oldest attempt left the window', async () => {
    const { limit, window_seconds } = THROTTLES.login!;
    for (let i = 0; i < limit; i += 1) {
      await login(MAYA);
      fake.advanceClock(10);
    }
    const blocked = await login(MAYA);
    expect(blocked.status).toBe(429);
    // The oldest attempt was limit * 10 s ago: it leaves the window that much before window_seconds.
    expect(blocked.headers.get('retry-after')).toBe(String(window_seconds - limit * 10));
    expect(await blocked.json()).toMatchObject({
      status: 429,
      title: 'Too many requests',
      detail: `Request was throttled. Expected available in ${window_seconds - limit * 10} seconds.`,
    });
    fake.advanceClock(window_seconds - limit * 10 - 1);
    expect((await login(MAYA)).status).toBe(429);
    fake.advanceClock(1);
    expect((await login(MAYA)).status).not.toBe(429);
  });
});

/** The per-account key a call counts against (the first of its throttle windows). */
const throttleKey = (
  operationId: string,
  body: unknown,
  query: URLSearchParams,
  headers: Headers,
  path: Record<string, string> = {},
) =>
  throttleWindows(
    operationId,
    { limit: 1, window_seconds: 60, counts: 'all' },
    body,
    query,
    headers,
    path,
  )[0]![0];

describe('the throttle key and checkThrottle', () => {
  const headers = (forwarded?: string) =>
    new Headers(forwarded ? { 'x-forwarded-for': forwarded } : {});
  const none = new URLSearchParams();

  it('keys on the operation, the lower-cased trimmed email and the last forwarded address (the front server’s)', () => {
    expect(
      throttleKey('login', { email: ' Maya@Example.COM ' }, none, headers('1.2.3.4, 10.0.0.1')),
    ).toBe('login|maya@example.com|10.0.0.1');
    expect(
      throttleKey('checkRegistration', {}, new URLSearchParams('email=A@B.C'), headers()),
    ).toBe('checkRegistration|a@b.c|peer');
    expect(throttleKey('resendInvitation', undefined, none, headers(''), { userId: 'U-1' })).toBe(
      'resendInvitation|u-1|peer',
    );
    expect(throttleKey('login', { email: 42 }, none, headers())).toBe('login||peer');
    expect(throttleKey('login', null, none, headers())).toBe('login||peer');
  });

  it('refuses at the limit, not before, counting only attempts inside the window', () => {
    const store = seed(new Date(SEED_MOMENT));
    const rule = { limit: 2, window_seconds: 60 };
    const now = Date.parse(SEED_MOMENT);
    recordAttempt(store, 'k', now - 60_000); // exactly one window ago: out of it
    recordAttempt(store, 'k', now - 30_000);
    expect(() => checkThrottle(store, 'k', rule, now)).not.toThrow();
    expect(store.attempts.get('k')).toEqual([now - 30_000]);
    recordAttempt(store, 'k', now - 1_000);
    let refused: unknown;
    try {
      checkThrottle(store, 'k', rule, now);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpProblem);
    expect((refused as HttpProblem).headers).toEqual({ 'Retry-After': '30' });
    // Another key is another budget.
    expect(() => checkThrottle(store, 'other', rule, now)).not.toThrow();
  });

  it('never asks to wait less than a second', () => {
    const store = seed(new Date(SEED_MOMENT));
    const now = Date.parse(SEED_MOMENT);
    recordAttempt(store, 'k', now - 59_999);
    try {
      checkThrottle(store, 'k', { limit: 1, window_seconds: 60 }, now);
      expect.unreachable('the attempt should be refused');
    } catch (error) {
      expect((error as HttpProblem).headers).toEqual({ 'Retry-After': '1' });
    }
  });
});

describe('throttle: the remaining edges', () => {
  const none = new URLSearchParams();

  it('a body that is not an object (a JSON string) names no account; the last hop is trimmed', () => {
    expect(throttleKey('login', 'maya@example.com', none, new Headers())).toBe('login||peer');
    expect(
      throttleKey(
        'login',
        { email: 'a@b.c' },
        none,
        new Headers({ 'x-forwarded-for': ' 1.2.3.4 , 10.0.0.1 ' }),
      ),
    ).toBe('login|a@b.c|10.0.0.1');
  });

  it('the 429 is the contract’s throttled problem', async () => {
    const { limit } = THROTTLES.login!;
    for (let i = 0; i < limit; i += 1) await login(MAYA);
    const blocked = await login(MAYA);
    expect(blocked.headers.get('content-type')).toBe('application/problem+json');
    const body = (await blocked.json()) as { code: string; type: string };
    expect(body.code).toBe('throttled');
    expect(body.type).toBe('https://api.jobboard.example/problems/throttled');
  });

  it('keeps exactly the attempts made, from the first one on', () => {
    const store = seed(new Date(SEED_MOMENT));
    const now = Date.parse(SEED_MOMENT);
    recordAttempt(store, 'fresh', now);
    expect(store.attempts.get('fresh')).toEqual([now]);
    recordAttempt(store, 'fresh', now + 1);
    expect(store.attempts.get('fresh')).toEqual([now, now + 1]);
    checkThrottle(store, 'unseen', { limit: 1, window_seconds: 60 }, now);
    expect(store.attempts.get('unseen')).toEqual([]);
  });
});
