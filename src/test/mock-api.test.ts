import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getCurrentUserOptions, getPublicJobOptions } from '@generated/@tanstack/react-query.gen';
import { session } from '@/lib/session/session-store';
import { client } from '@/lib/api/client';
import { fakeApi } from '@/features/auth/auth-test-utils';
import { checkApiCalls, checkConsoleErrors, expectConsoleError } from './checks';
import { aJob } from './factories';
import { mockApi } from './mock-api';

// The component-test harness can fail: a call the contract does not know and an undeclared
// console.error each make the after-test checks (setup.ts) throw. Each test below runs a check
// itself, sees it throw, and so leaves nothing for the real after-test check.

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the API harness', () => {
  it('answers through the real fake by default: the seeded job, as the generated client reads it', async () => {
    const api = mockApi();
    const job = await queryClient().fetchQuery(
      getPublicJobOptions({ path: { jobSlug: aJob().slug } }),
    );
    expect(job.title).toBe(aJob().title);
    expect(job.employer.name).toBe('Northwind Analytics');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /v2/public/jobs/${aJob().slug}/`,
    ]);
  });

  it('sends the session token, and the fake answers for that user', async () => {
    const api = mockApi();
    api.signIn('maya.okafor@example.com');
    try {
      const me = await queryClient().fetchQuery(getCurrentUserOptions());
      expect(me.name).toBe('Maya Okafor');
    } finally {
      session.signOut();
    }
  });

  it('a call to a URL no operation matches rejects and fails the test', async () => {
    const api = mockApi();
    await expect(
      api.fetchMock(new Request('http://127.0.0.1:4010/v2/no-such-thing/')),
    ).rejects.toThrow(/GET \/v2\/no-such-thing\/: no operation of the contract matches it/);
    expect(() => checkApiCalls()).toThrow(/GET \/v2\/no-such-thing\//);
    // The check cleared what it reported.
    expect(() => checkApiCalls()).not.toThrow();
  });

  it("a call the auth tests' fakeApi table does not list rejects and fails the test", async () => {
    const api = fakeApi({ 'GET /v2/auth/user/': { status: 200, body: {} } });
    try {
      const fetch = client.getConfig().fetch!;
      await expect(
        fetch(new Request('http://127.0.0.1:4010/v2/auth/logout/', { method: 'POST' })),
      ).rejects.toThrow(/POST \/v2\/auth\/logout\/: not in this test's fakeApi table/);
      expect(() => checkApiCalls()).toThrow(/POST \/v2\/auth\/logout\//);
      expect(() => checkApiCalls()).not.toThrow();
    } finally {
      api.restore();
    }
  });

  it('an override of a URL no operation matches fails the test', () => {
    const api = mockApi();
    expect(() => api.override('GET /v2/jobz/', { body: {} })).toThrow(/no operation/);
    expect(() => checkApiCalls()).toThrow(/GET \/v2\/jobz\//);
  });

  it('an override answers instead of the fake; without one the fake answers', async () => {
    const api = mockApi({ 'GET /v2/public/jobs/nope/': { status: 404, body: { detail: 'x' } } });
    const answer = await api.fetchMock(new Request('http://127.0.0.1:4010/v2/public/jobs/nope/'));
    expect(answer.status).toBe(404);
    const seeded = await api.fetchMock(
      new Request(`http://127.0.0.1:4010/v2/public/jobs/${aJob().slug}/`),
    );
    expect(seeded.status).toBe(200);
  });

  it('an undeclared console.error fails the test; a declared one does not', () => {
    console.error('something broke');
    expect(() => checkConsoleErrors()).toThrow(/something broke/);
    expectConsoleError(/expected breakage/);
    console.error('an expected breakage');
    expect(() => checkConsoleErrors()).not.toThrow();
  });

  it('an answer that breaks the generated schema is logged, and so fails the test', async () => {
    mockApi({ 'GET /v2/user/': { body: { id: 42 } } });
    await expect(queryClient().fetchQuery(getCurrentUserOptions())).rejects.toThrow(
      'VALIDATION_ERROR',
    );
    expect(() => checkConsoleErrors()).toThrow(/GET .*\/v2\/user\/.* does not match the contract/);
  });
});
