// The contract's throttle on the auth calls, as DRF's throttle classes would apply it. Each throttled
// operation carries `x-throttle: {limit, window_seconds, counts}` in the contract (one place for the
// numbers, read here); attempts are counted per operation, account (the email sent) and client
// address, in the store (so `POST /__reset` forgets them), and once `limit` attempts fall in the last
// `window_seconds` the call is answered 429 with `Retry-After` until the oldest one leaves the window.
// `counts: failures` counts only refused attempts (a wrong password), so signing in again and again
// with the right one, as the e2e tests do, is never throttled.
import { contract } from './contract';
import { HttpProblem, problem } from './http';
import type { Store } from './store';

interface ThrottleRule {
  limit: number;
  window_seconds: number;
  counts: 'all' | 'failures';
}

/** operationId -> its contract throttle. */
export const THROTTLES: Readonly<Record<string, ThrottleRule>> = Object.fromEntries(
  Object.values(contract.paths).flatMap((item) =>
    Object.values(item).flatMap((op) => {
      const o = op as { operationId?: string; 'x-throttle'?: ThrottleRule };
      return o.operationId && o['x-throttle'] ? [[o.operationId, o['x-throttle']] as const] : [];
    }),
  ),
);

/**
 * The throttle key: operation, account (lower-cased email of the body or query; for a call on a
 * team row, such as resending an invitation, the row's `userId`) and client address.
 */
export function throttleKey(
  operationId: string,
  body: unknown,
  query: URLSearchParams,
  headers: Headers,
  path: Record<string, string> = {},
): string {
  const email =
    (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string'
      ? body.email
      : query.get('email')) ??
    path.userId ??
    '';
  // The address DRF sees: the first X-Forwarded-For hop (NUM_PROXIES = 1), else the peer.
  const ip = headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'peer';
  return `${operationId}|${email.trim().toLowerCase()}|${ip}`;
}

/** Attempts in the window; throws the contract's 429 when the limit is reached. */
export function checkThrottle(store: Store, key: string, rule: ThrottleRule, now: number): void {
  const since = now - rule.window_seconds * 1000;
  const recent = (store.attempts.get(key) ?? []).filter((t) => t > since);
  store.attempts.set(key, recent);
  if (recent.length < rule.limit) return;
  const wait = Math.max(1, Math.ceil((recent[0]! + rule.window_seconds * 1000 - now) / 1000));
  const { problem: body } = problem(
    429,
    'throttled',
    `Request was throttled. Expected available in ${wait} seconds.`,
    { title: 'Too many requests', type: 'throttled' },
  );
  throw new HttpProblem(body, { 'Retry-After': String(wait) });
}

export function recordAttempt(store: Store, key: string, now: number): void {
  store.attempts.set(key, [...(store.attempts.get(key) ?? []), now]);
}
