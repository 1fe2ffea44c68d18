import { vi } from 'vitest';
import '@/lib/api/client';

/**
 * A stand-in for the API in component tests: stubs `fetch` (the generated client's transport)
 * with a route table, so components run through the real generated query options, response
 * validation and error mapping. Keys are 'METHOD /path/' (query string ignored); a value is a
 * response or a function returning one. Unmatched calls answer 404 and are recorded too.
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

export type MockHandler = (call: RecordedCall) => MockResponse | Promise<MockResponse>;

export function problemBody(status: number, extra: Record<string, unknown> = {}) {
  return {
    type: 'https://api.jobboard.example/problems/error',
    title: status === 400 ? 'Invalid request' : 'Error',
    status,
    detail: 'Some fields are invalid.',
    ...extra,
  };
}

export function mockApi(routes: Record<string, MockResponse | MockHandler>) {
  const calls: RecordedCall[] = [];
  const table = new Map(Object.entries(routes));
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text =
      request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    const route = table.get(`${request.method} ${url.pathname}`);
    const answer =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: problemBody(404, { detail: 'Not mocked' }) });
    const status = answer.status ?? 200;
    if (status === 204) return new Response(null, { status });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': type },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    set: (key: string, value: MockResponse | MockHandler) => table.set(key, value),
  };
}
