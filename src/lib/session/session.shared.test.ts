// Two tabs share one session (docs/backend-guide.md, "Two tabs, one session"): a tab whose access token expired uses the pair another
// tab already refreshed (read from the shared cookies) instead of refreshing with a rotated token.
import Cookies from 'js-cookie';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureAuthHooks, createResilientFetch } from '@/lib/api/resilient-fetch';
import { refreshTokens } from '@/lib/api/session-calls';
import { installSessionHooks } from './session';
import { SESSION_COOKIES, session } from './session-store';

vi.mock('@/lib/api/session-calls', () => ({
  refreshTokens: vi.fn(),
  // After a refresh the user is reloaded; these tests look at tokens only, so it never answers.
  loadCurrentUser: vi.fn(() => new Promise(() => {})),
  loadProfile: vi.fn(() => new Promise(() => {})),
}));
const refresh = vi.mocked(refreshTokens);

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
