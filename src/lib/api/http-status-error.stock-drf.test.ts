import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPublicJobs } from '@generated/sdk.gen';
import { isProblem, splitFieldErrors } from '@/lib/problem';
import './client';
import { HttpStatusError } from './http-status-error';

// The error bodies a stock Django REST framework + simplejwt server sends (docs/backend-guide.md; shapes as
// DRF 3.14 / simplejwt 5.2.2 write them), as application/json: the client still gets a problem
// with the response's status, the server's code where it sent one, and field errors as fields.
afterEach(() => vi.unstubAllGlobals());

async function failureOf(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  try {
    await listPublicJobs({ throwOnError: true });
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('stock DRF error bodies', () => {
  it('{"detail": …} keeps its status and detail', async () => {
    const error = await failureOf(401, {
      detail: 'No active account found with the given credentials',
    });
    expect(isProblem(error)).toBe(true);
    expect(error).toMatchObject({
      status: 401,
      detail: 'No active account found with the given credentials',
    });
    expect(error).not.toHaveProperty('code');
  });

  it("simplejwt's body keeps its code", async () => {
    const error = await failureOf(401, {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [
        {
          token_class: 'AccessToken',
          token_type: 'access',
          message: 'Token is invalid or expired',
        },
      ],
    });
    expect(error).toMatchObject({ status: 401, code: 'token_not_valid' });
  });

  it('a bare field map, nested ones included, lands under the fields', async () => {
    const error = await failureOf(400, {
      links: { github: ['Enter a valid URL.'] },
      location_id: ['Unknown location id.'],
    });
    expect(error).toMatchObject({ status: 400 });
    expect(splitFieldErrors(error, ['links.github', 'location_id'])).toEqual({
      fields: { 'links.github': 'Enter a valid URL.', location_id: 'Unknown location id.' },
      other: [],
    });
  });

  it('a list of messages is a non-field error', async () => {
    const error = await failureOf(400, ['Send either resume_key or resume_id.']);
    expect(error).toMatchObject({
      status: 400,
      errors: { non_field_errors: ['Send either resume_key or resume_id.'] },
    });
  });

  it('an HTML page (Django without handler404) still only gives its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<!doctype html><title>Not Found</title>', {
            status: 404,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    const error = await listPublicJobs().then((r) => r.error);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ status: 404 });
  });
});
