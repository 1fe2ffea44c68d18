import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPublicJobs } from '@generated/sdk.gen';
import './client';
import { HttpStatusError } from './http-status-error';

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
