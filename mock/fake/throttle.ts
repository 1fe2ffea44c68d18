// The contract's throttle on the auth calls, as DRF's throttle classes would apply it. Each throttled
// operation carries `x-throttle: {limit, window_seconds, counts, per_address?}` in the contract (one
// place for the numbers, read here); attempts are counted per operation, account (the email sent) and
// client address, and, with `per_address`, also per operation and client address alone (whatever the
// account: password spraying, account enumeration). They live in the store (so `POST /__reset`
// forgets them), and once `limit` attempts fall in the last `window_seconds` the call is answered 429
// with `Retry-After` until the oldest one leaves the window.
// The client address is the LAST X-Forwarded-For hop: the one the trusted front server appended
// (scripts/lib/local-backend.mjs), as DRF's get_ident takes it with NUM_PROXIES = 1. Earlier hops are
// whatever the client wrote, and never a key.
// `counts: failures` counts only refused attempts (a wrong password), so signing in again and again
// with the right one, as the e2e tests do, is never throttled.
import { contract } from './contract';
import { HttpProblem, problem } from './http';
import type { Store } from './store';

interface Window {
  limit: number;
  window_seconds: number;
}

interface ThrottleRule extends Window {
  counts: 'all' | 'failures';
  /** The limit per client address alone, across accounts. */
  per_address?: Window;
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
 * The client's address as a server behind one trusted proxy sees it: the last X-Forwarded-For hop
 * (appended by the front server), else the peer. Never the first hop, which the client writes.
 */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'peer';
}

/**
 * The throttle key: operation, account (lower-cased email of the body or query; for a call on a
 * team row, such as resending an invitation, the row's `userId`) and client address.
 */
function throttleKey(
  operationId: string,
  body: unknown,
  query: URLSearchParams,
  headers: Headers,
  path: Record<string, string> = {},
  userId = '',
): string {
  const email =
    (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string'
      ? body.email
      : query.get('email')) ??
    path.userId ??
    // A signed-in call without an email (changePassword, createPresignedPost): the caller's account.
    userId;
  return `${operationId}|${email.trim().toLowerCase()}|${clientAddress(headers)}`;
}

/** The key of the per-address limit: operation and client address, whatever the account. */
const addressKey = (operationId: string, headers: Headers): string =>
  `${operationId}|*|${clientAddress(headers)}`;

/** The (key, window) pairs a call of a throttled operation counts against. */
export function throttleWindows(
  operationId: string,
  rule: ThrottleRule,
  body: unknown,
  query: URLSearchParams,
  headers: Headers,
  path: Record<string, string> = {},
  userId = '',
): [string, Window][] {
  return [
    [throttleKey(operationId, body, query, headers, path, userId), rule],
    ...(rule.per_address
      ? [[addressKey(operationId, headers), rule.per_address] as [string, Window]]
      : []),
  ];
}

/** Attempts in the window; throws the contract's 429 when the limit is reached. */
export function checkThrottle(store: Store, key: string, rule: Window, now: number): void {
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
