import { vi } from 'vitest';
import type { AuthTokens, User } from '@generated/types.gen';
import '@/lib/api/client';
import { apiBaseUrl } from '@/lib/api/runtime-config';
import { setAccessTokenReader } from '@/lib/api/token';
import { session } from '@/lib/session/session-store';
import { createFake, type Fake } from '../../mock/fake/app';
import type { Store, UserRecord } from '../../mock/fake/store';
import { issuePair } from '../../mock/fake/tokens';

/** What the fake keeps of an invitation token (tests find invitations by the token they mail). */
export { tokenDigest } from '../../mock/fake/tokens';
import { toUser } from '../../mock/fake/views';
import { recordApiFailure } from './checks';

/**
 * The API in component tests: the real local backend (mock/fake), called in-process. `fetch` (the
 * generated client's transport) is stubbed so every request goes to `fake.handle` on a freshly
 * seeded store, so components run through the real generated query options, response validation
 * and error mapping against the answers the local backend gives. A test reads what the server
 * kept in `api.store` (or with a GET).
 *
 * Overrides, for error states and answers the seed cannot give: keys are 'METHOD /path/' (query
 * string ignored); a value is a response or a function of the call returning one (or nothing, to
 * let the fake answer). A call that no operation of the contract matches fails the test (the
 * fetch rejects, and `checkApiCalls()` after the test throws), as does an override of such a URL.
 */
export interface MockResponse {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The Authorization header sent (null without one): which session asked. */
  authorization: string | null;
}

export type MockHandler = (
  call: RecordedCall,
) => MockResponse | undefined | Promise<MockResponse | undefined>;

/** Where the fake says its storage lives (the upload ticket's URL): the local backend's own port. */
const FAKE_ORIGIN = 'http://127.0.0.1:4012';

export function problemBody(status: number, extra: Record<string, unknown> = {}) {
  return {
    type: 'https://api.jobboard.example/problems/error',
    title: status === 400 ? 'Invalid request' : 'Error',
    status,
    detail: 'Some fields are invalid.',
    ...extra,
  };
}

/** The fake in charge of the current test (the last mockApi), for the storage stand-in. */
let current: Fake | null = null;
export const currentFake = (): Fake | null => current;

function parseKey(key: string): { method: string; path: string } {
  const [method = '', path = ''] = key.split(' ');
  return { method, path };
}

function answer(result: MockResponse): Response {
  const status = result.status ?? 200;
  if (status === 204) return new Response(null, { status });
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(result.body ?? {}), {
    status,
    headers: { 'content-type': type },
  });
}

export interface MockApiOptions {
  /** The fake's clock (ISO); default: the real time (the seed's dates move to read as recent). */
  now?: string;
}

export function mockApi(
  overrides: Record<string, MockResponse | MockHandler> = {},
  options: MockApiOptions = {},
) {
  const fake = createFake({
    publicOrigin: apiBaseUrl(),
    fakeOrigin: FAKE_ORIGIN,
    now: options.now,
    log: false,
    onError: (error) => console.error('[fake] unexpected error', error),
  });
  current = fake;
  const calls: RecordedCall[] = [];
  const table = new Map<string, MockResponse | MockHandler>();
  const known = (method: string, path: string) => fake.routeOf(method, path) !== null;

  const override = (key: string, value: MockResponse | MockHandler) => {
    const { method, path } = parseKey(key);
    if (!known(method, path)) {
      const message = `Override of ${key}: no operation of the contract matches it`;
      recordApiFailure(message);
      throw new Error(message);
    }
    table.set(key, value);
  };
  for (const [key, value] of Object.entries(overrides)) override(key, value);

  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text =
      request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    const route = table.get(`${request.method} ${url.pathname}`);
    const given = typeof route === 'function' ? await route(call) : route;
    if (given) return answer(given);
    if (!known(request.method, url.pathname)) {
      const message = `${request.method} ${url.pathname}: no operation of the contract matches it`;
      recordApiFailure(message);
      throw new Error(message);
    }
    return fake.handle(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  // As the app's start does: requests carry the session's access token.
  setAccessTokenReader(() => session.get().auth?.access ?? null);

  const userRecord = (email: string): UserRecord => {
    const user = fake.store.users.find((u) => u.email === email);
    if (!user) throw new Error(`The seed has no user ${email}`);
    return user;
  };

  /** A session of a seeded user: tokens the fake accepts and the user as GET /v2/user/ says. */
  const sessionOf = (email: string): { tokens: AuthTokens; user: User } => {
    const record = userRecord(email);
    const tokens = issuePair(record.id, fake.ctx.now(), fake.config.accessTtlSeconds);
    return { tokens, user: toUser(fake.ctx, record) };
  };

  return {
    fake,
    /** The fake's current store: what the server kept. */
    get store(): Store {
      return fake.store;
    },
    calls,
    fetchMock,
    /** Answers `key` ('METHOD /path/') with `value` from now on instead of the fake. */
    override,
    /** The name older tests use for `override`. */
    set: override,
    /** Lets the fake answer `key` again. */
    removeOverride: (key: string) => void table.delete(key),
    sessionOf,
    /**
     * Signs the app in as a seeded user (the session the fake issues), with `companyId` as the
     * selected company when given; returns the user as GET /v2/user/ says.
     */
    signIn(email: string, companyId?: string): User {
      const { tokens, user } = sessionOf(email);
      session.signIn(tokens, user);
      if (companyId) session.selectCompany(companyId);
      return user;
    },
  };
}

export type MockApi = ReturnType<typeof mockApi>;
