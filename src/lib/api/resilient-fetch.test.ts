import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureAuthHooks,
  createResilientFetch,
  RETRYABLE_GET_STATUSES,
  type AuthHooks,
} from './resilient-fetch';

const API = 'http://api.test';
/** The server's 403 for an expired access token (the contract's TokenExpired). */
const EXPIRED = JSON.stringify({ status: 403, code: 'token_expired', detail: 'Token expired.' });
const DENIED = JSON.stringify({ status: 403, code: 'permission_denied', detail: 'Not yours.' });
const res = (status: number, body = status === 403 ? EXPIRED : '{}') =>
  new Response(status === 204 ? null : body, { status });

/** A fake server: answers each request with the next status in its script (last one repeats). */
function server(...statuses: number[]) {
  const seen: Request[] = [];
  const base = vi.fn(async (request: Request) => {
    seen.push(request);
    return res(statuses[Math.min(seen.length - 1, statuses.length - 1)]!);
  });
  return { base, seen };
}

afterEach(() => configureAuthHooks(null));

describe('GET retry policy', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { base } = server(status, 200);
    const response = await createResilientFetch(base)(new Request(`${API}/v2/public/jobs/`));
    expect(response.status).toBe(200);
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('retries only once', async () => {
    const { base } = server(503, 503, 200);
    const response = await createResilientFetch(base)(new Request(`${API}/v2/public/jobs/`));
    expect(response.status).toBe(503);
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('lists exactly the codes of docs/product.md §9', () => {
    expect([...RETRYABLE_GET_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each([400, 401, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    const { base } = server(status, 200);
    const response = await createResilientFetch(base)(new Request(`${API}/v2/public/jobs/`));
    expect(response.status).toBe(status);
    expect(base).toHaveBeenCalledTimes(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries a %s', async (method) => {
    const { base } = server(503, 200);
    const body = method === 'DELETE' ? undefined : '{"a":1}';
    const response = await createResilientFetch(base)(
      new Request(`${API}/v2/profile/`, { method, body }),
    );
    expect(response.status).toBe(503);
    expect(base).toHaveBeenCalledTimes(1);
  });
});

describe('403: refresh the token once, then retry', () => {
  function hooks(overrides: Partial<AuthHooks> = {}) {
    const h = {
      hasSession: vi.fn(() => true),
      refresh: vi.fn(async () => {
        await new Promise((r) => setTimeout(r, 5));
        return 'new-access';
      }),
      onRefreshed: vi.fn(),
      onRefreshFailed: vi.fn(),
      ...overrides,
    };
    configureAuthHooks(h);
    return h;
  }

  it('ten concurrent 403s cause one refresh call, and every request is retried with the new token', async () => {
    const h = hooks();
    const seen: Request[] = [];
    const base = vi.fn(async (request: Request) => {
      seen.push(request);
      return res(request.headers.get('Authorization') === 'Bearer new-access' ? 200 : 403);
    });
    const fetchWithPolicy = createResilientFetch(base);
    const requests = Array.from({ length: 10 }, (_, i) =>
      fetchWithPolicy(
        new Request(`${API}/v2/profile/${i}`, { headers: { Authorization: 'Bearer old' } }),
      ),
    );
    const responses = await Promise.all(requests);

    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(base).toHaveBeenCalledTimes(20);
    expect(
      seen.slice(10).every((r) => r.headers.get('Authorization') === 'Bearer new-access'),
    ).toBe(true);
    expect(h.onRefreshed).toHaveBeenCalled();
    expect(h.onRefreshFailed).not.toHaveBeenCalled();
  });

  it('replays the request body on the retry', async () => {
    hooks();
    const bodies: string[] = [];
    const base = vi.fn(async (request: Request) => {
      bodies.push(await request.text());
      return res(bodies.length === 1 ? 403 : 200);
    });
    await createResilientFetch(base)(
      new Request(`${API}/v2/profile/`, { method: 'PATCH', body: '{"name":"Ada"}' }),
    );
    expect(bodies).toEqual(['{"name":"Ada"}', '{"name":"Ada"}']);
  });

  it('retries once only: a second 403 is returned as it is', async () => {
    const h = hooks();
    const { base } = server(403);
    const response = await createResilientFetch(base)(new Request(`${API}/v2/profile/`));
    expect(response.status).toBe(403);
    expect(base).toHaveBeenCalledTimes(2);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.onRefreshed).not.toHaveBeenCalled();
  });

  it('a failed refresh signs out cleanly and does not retry', async () => {
    const h = hooks({ refresh: vi.fn(async () => null) });
    const { base } = server(403);
    const response = await createResilientFetch(base)(new Request(`${API}/v2/profile/`));
    expect(response.status).toBe(403);
    expect(base).toHaveBeenCalledTimes(1);
    expect(h.onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('a refresh that throws counts as failed', async () => {
    const h = hooks({ refresh: vi.fn(async () => Promise.reject(new Error('network'))) });
    const { base } = server(403);
    await createResilientFetch(base)(new Request(`${API}/v2/profile/`));
    expect(h.onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('a 403 that is a permission denial (not token_expired) is answered as it is: no refresh', async () => {
    const h = hooks();
    const base = vi.fn(async () => res(403, DENIED));
    const response = await createResilientFetch(base)(new Request(`${API}/v2/employers/x/`));
    expect(response.status).toBe(403);
    expect(h.refresh).not.toHaveBeenCalled();
    expect(h.onRefreshFailed).not.toHaveBeenCalled();
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('tells the refresh which access token was refused', async () => {
    const h = hooks();
    await createResilientFetch(server(403, 200).base)(
      new Request(`${API}/v2/profile/`, { headers: { Authorization: 'Bearer refused-one' } }),
    );
    expect(h.refresh).toHaveBeenCalledWith('refused-one');
  });

  it('does not refresh without a session, nor for auth calls', async () => {
    const h = hooks({ hasSession: vi.fn(() => false) });
    await createResilientFetch(server(403).base)(new Request(`${API}/v2/profile/`));
    expect(h.refresh).not.toHaveBeenCalled();

    (h.hasSession as ReturnType<typeof vi.fn>).mockReturnValue(true);
    await createResilientFetch(server(403).base)(
      new Request(`${API}/v2/auth/token/refresh/`, { method: 'POST', body: '{}' }),
    );
    expect(h.refresh).not.toHaveBeenCalled();
  });
});
