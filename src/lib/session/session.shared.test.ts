// Two tabs share one session (docs/backend-guide.md, "Two tabs, one session"): a tab whose access token expired uses the pair another
// tab already refreshed (read from the shared cookies) instead of refreshing with a rotated token.
// Also the session's other hooks of the API layer (bearer token, end of session, user reload) and
// the session load every loader shares (docs/product.md §4).
import Cookies from 'js-cookie';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureAuthHooks, createResilientFetch } from '@/lib/api/resilient-fetch';
import { loadCurrentUser, loadProfile, refreshTokens } from '@/lib/api/session-calls';
import { getAccessToken } from '@/lib/api/token';
import { expectConsoleError } from '@/test/checks';
import { expectSignedOut } from '@/test/signed-out';
import type { User } from '@generated/types.gen';
import { ensureSessionLoaded, installSessionHooks, resetSessionLoad } from './session';
import { SESSION_COOKIES, session } from './session-store';

vi.mock('@/lib/api/session-calls', () => ({
  refreshTokens: vi.fn(),
  // After a refresh the user is reloaded; these tests look at tokens only, so it never answers.
  loadCurrentUser: vi.fn(() => new Promise(() => {})),
  loadProfile: vi.fn(() => new Promise(() => {})),
}));
const refresh = vi.mocked(refreshTokens);
const loadUser = vi.mocked(loadCurrentUser);

const EXPIRED = JSON.stringify({ status: 403, code: 'token_expired', detail: 'Expired.' });

/** A server that knows one live access token; any other is expired. */
function server(live: string) {
  const seen: string[] = [];
  const base = vi.fn(async (request: Request) => {
    const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
    seen.push(token);
    return token === live
      ? new Response('{}', { status: 200 })
      : new Response(EXPIRED, { status: 403 });
  });
  return { fetch: createResilientFetch(base), seen };
}

const profile = (token: string) =>
  new Request('http://api.test/v2/profile/', { headers: { Authorization: `Bearer ${token}` } });

/** What another tab does when it refreshes: it writes the shared cookie. */
const otherTabWrites = (auth: { access: string; refresh: string }) =>
  Cookies.set(SESSION_COOKIES.auth, JSON.stringify(auth), { path: '/' });

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((n) => Cookies.remove(n, { path: '/' }));
  session.reload();
  refresh.mockReset();
  loadUser.mockClear();
  installSessionHooks(new QueryClient());
});
afterEach(() => configureAuthHooks(null));

describe('a tab whose access token expired', () => {
  it("uses the pair another tab already refreshed: no refresh call, the retry carries the other tab's token", async () => {
    session.setTokens({ access: 'old-access', refresh: 'old-refresh' });
    otherTabWrites({ access: 'tab-a-access', refresh: 'tab-a-refresh' });
    const api = server('tab-a-access');

    const response = await api.fetch(profile('old-access'));

    expect(response.status).toBe(200);
    expect(refresh).not.toHaveBeenCalled();
    expect(api.seen).toEqual(['old-access', 'tab-a-access']);
    expect(session.get().auth).toEqual({ access: 'tab-a-access', refresh: 'tab-a-refresh' });
  });

  it('refreshes itself when nobody did, with the refresh token from the cookies', async () => {
    session.setTokens({ access: 'old-access', refresh: 'old-refresh' });
    refresh.mockResolvedValue({ access: 'new-access', refresh: 'new-refresh' });
    const api = server('new-access');

    expect((await api.fetch(profile('old-access'))).status).toBe(200);
    expect(refresh).toHaveBeenCalledExactlyOnceWith('old-refresh');
    expect(JSON.parse(Cookies.get(SESSION_COOKIES.auth)!)).toEqual({
      access: 'new-access',
      refresh: 'new-refresh',
    });
  });

  it('a refused refresh keeps the session when another tab refreshed meanwhile', async () => {
    session.setTokens({ access: 'old-access', refresh: 'old-refresh' });
    refresh.mockImplementation(async () => {
      otherTabWrites({ access: 'tab-a-access', refresh: 'tab-a-refresh' }); // it won the race
      return null;
    });
    const api = server('tab-a-access');

    expect((await api.fetch(profile('old-access'))).status).toBe(200);
    expect(session.get().auth?.access).toBe('tab-a-access');
  });
});

const candidate: User = {
  id: '3f6c9a2e-5b1d-4c8e-9f2a-1b7d6e4c3a01',
  name: 'Amara Okafor',
  email: 'amara@example.com',
  access_type: 'candidate',
  phone: null,
  employers: [],
};

describe('the session hooks of the API layer', () => {
  it("the bearer token is the session's access token; none signed out", () => {
    expect(getAccessToken()).toBeNull();
    session.setTokens({ access: 'a', refresh: 'r' });
    expect(getAccessToken()).toBe('a');
  });

  it('signed out, an expired-token answer is returned as it is: no refresh is tried, nothing cached is dropped', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['jobs'], ['a job']);
    installSessionHooks(queryClient);
    const api = server('live');
    expect((await api.fetch(profile('stale'))).status).toBe(403);
    expect(refresh).not.toHaveBeenCalled();
    expect(api.seen).toEqual(['stale']);
    expect(queryClient.getQueryData(['jobs'])).toEqual(['a job']);
  });

  it('a refused refresh, nobody else having refreshed, ends the session everywhere', async () => {
    session.setTokens({ access: 'old-access', refresh: 'old-refresh' });
    refresh.mockResolvedValue(null);
    const api = server('new-access');

    expect((await api.fetch(profile('old-access'))).status).toBe(403);
    expect(api.seen).toEqual(['old-access']);
    expectSignedOut();
  });

  it('after a refresh the user is loaded again (the refreshed session may be another account state)', async () => {
    session.setTokens({ access: 'old-access', refresh: 'old-refresh' });
    refresh.mockResolvedValue({ access: 'new-access', refresh: 'new-refresh' });
    loadUser.mockResolvedValueOnce({ ...candidate, name: 'Amara O.' });

    expect((await server('new-access').fetch(profile('old-access'))).status).toBe(200);
    await vi.waitFor(() => expect(session.get().user?.name).toBe('Amara O.'));
  });

  it('a user reload that fails after a refresh is logged, and the session is kept', async () => {
    expectConsoleError(/\[session\] user reload failed/);
    session.setTokens({ access: 'old-access', refresh: 'old-refresh' });
    refresh.mockResolvedValue({ access: 'new-access', refresh: 'new-refresh' });
    const error = vi.spyOn(console, 'error');
    loadUser.mockRejectedValueOnce(new Error('offline'));

    expect((await server('new-access').fetch(profile('old-access'))).status).toBe(200);
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('[session] user reload failed', new Error('offline')),
    );
    expect(session.get().auth?.access).toBe('new-access');
  });

  it('with Web Locks, the refresh runs under the lock all tabs of the origin share', async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, task: () => Promise<unknown>) => {
          names.push(name);
          return task();
        },
      },
    });
    try {
      session.setTokens({ access: 'old-access', refresh: 'old-refresh' });
      refresh.mockResolvedValue({ access: 'new-access', refresh: 'new-refresh' });
      expect((await server('new-access').fetch(profile('old-access'))).status).toBe(200);
      expect(names).toEqual(['jb-refresh']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ensureSessionLoaded', () => {
  beforeEach(() => resetSessionLoad());

  it('loads the user once however many loaders ask at the same time', async () => {
    session.setTokens({ access: 'a', refresh: 'r' });
    loadUser.mockResolvedValueOnce({ ...candidate, access_type: 'employer' });
    await Promise.all([
      ensureSessionLoaded(new QueryClient()),
      ensureSessionLoaded(new QueryClient()),
    ]);
    expect(loadUser).toHaveBeenCalledTimes(1);
    expect(session.get().user?.access_type).toBe('employer');
    expect(vi.mocked(loadProfile)).not.toHaveBeenCalled();
  });

  it('a session that cannot be loaded is logged, and the loaders go on (no throw)', async () => {
    expectConsoleError(/\[session\] could not load the session/);
    const error = vi.spyOn(console, 'error');
    session.setTokens({ access: 'a', refresh: 'r' });
    loadUser.mockRejectedValueOnce(new Error('offline'));
    await expect(ensureSessionLoaded(new QueryClient())).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      '[session] could not load the session',
      new Error('offline'),
    );
    expect(session.get().user).toBeNull();
  });
});
