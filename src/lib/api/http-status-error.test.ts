import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPublicJobs } from '@generated/sdk.gen';
import './client';
import { HttpStatusError, retryAfterSeconds } from './http-status-error';

afterEach(() => vi.unstubAllGlobals());

async function failureOf(response: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response.clone();
    }),
  );
  try {
    await listPublicJobs({ throwOnError: true });
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('errors of the generated client', () => {
  it('keeps a problem body as it is', async () => {
    const body = {
      type: 'about:blank',
      title: 'Internal server error',
      status: 500,
      detail: 'Logged.',
    };
    const error = await failureOf(
      new Response(JSON.stringify(body), {
        status: 500,
        headers: { 'content-type': 'application/problem+json' },
      }),
    );
    expect(error).toEqual(body);
  });

  it('gives a body that is not a problem its status', async () => {
    const error = await failureOf(
      new Response('<html>502 Bad Gateway</html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      }),
    );
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ status: 502, body: '<html>502 Bad Gateway</html>' });
  });

  it('leaves a failure without a response alone', async () => {
    const error = await failureOf(new TypeError('Failed to fetch'));
    expect(error).toBeInstanceOf(TypeError);
  });
});

describe('a throttled answer (429)', () => {
  const throttled = (headers: Record<string, string>) =>
    new Response(
      JSON.stringify({
        type: 'https://api.jobboard.example/problems/throttled',
        title: 'Too many requests',
        status: 429,
        detail: 'Request was throttled. Expected available in 30 seconds.',
        code: 'throttled',
      }),
      { status: 429, headers: { 'Content-Type': 'application/problem+json', ...headers } },
    );

  it('keeps the wait its Retry-After asked for, the problem itself unchanged', async () => {
    const error = await failureOf(throttled({ 'Retry-After': '30' }));
    expect(retryAfterSeconds(error)).toBe(30);
    expect(error).toMatchObject({ status: 429, code: 'throttled' });
    expect(Object.keys(error as object)).not.toContain('retry_after');
  });

  it('says nothing without a usable Retry-After, or for another status', async () => {
    expect(retryAfterSeconds(await failureOf(throttled({})))).toBeNull();
    expect(retryAfterSeconds(await failureOf(throttled({ 'Retry-After': 'soon' })))).toBeNull();
    const other = new Response(JSON.stringify({ detail: 'x' }), {
      status: 400,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
    });
    expect(retryAfterSeconds(await failureOf(other))).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
