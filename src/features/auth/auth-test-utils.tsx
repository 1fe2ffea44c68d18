/**
 * Test helpers for the auth feature (tests only; nothing here ships). The network is faked at
 * the one seam the app has for it: the generated client's `fetch` (client.setConfig), so the
 * generated query options, the SDK's response validation and the error shapes are all real.
 */
import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { client } from '@/lib/api/client';
import { readSignInParams, signInDialog, useSignInDialog } from '@/lib/sign-in-dialog';
import { session } from '@/lib/session/session-store';
import { recordApiFailure } from '@/test/checks';
import { SignInDialog } from './sign-in-dialog';
import { loadContract } from '../../../scripts/lib/contract.mjs';

type Examples = Record<string, { value: unknown }>;
const contract = loadContract() as {
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content?: Record<string, { examples?: Examples }> }> }
    >
  >;
  components: { responses: Record<string, { content?: Record<string, { examples?: Examples }> }> };
};

/** A named response example of the contract (the first one without a name). */
export function example<T = unknown>(
  path: string,
  method: string,
  status: string,
  name?: string,
): T {
  let response: { content?: Record<string, { examples?: Examples }> } | undefined =
    contract.paths[path]?.[method]?.responses[status];
  const ref = (response as { $ref?: string } | undefined)?.$ref;
  if (ref) response = contract.components.responses[ref.replace('#/components/responses/', '')];
  const examples = response?.content && Object.values(response.content)[0]?.examples;
  const entry = examples && (name ? examples[name] : Object.values(examples)[0]);
  if (!entry) throw new Error(`No example ${name ?? '(first)'} for ${method} ${path} ${status}`);
  return structuredClone(entry.value) as T;
}

interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeReply =
  { status: number; body?: unknown } | ((call: RecordedCall) => { status: number; body?: unknown });

/**
 * Replaces the generated client's fetch with a table of `'METHOD /path/'` → reply. An unlisted
 * call fails the test as mockApi's unknown URLs do (fetch rejects, and setup.ts's
 * `checkApiCalls()` throws after the test); a test that wants a server error lists it. Returns the
 * recorded calls and a restore function.
 */
export function fakeApi(routes: Record<string, FakeReply>) {
  const calls: RecordedCall[] = [];
  const previous = client.getConfig().fetch;
  const fake = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) {
      const message = `${request.method} ${url.pathname}: not in this test's fakeApi table`;
      recordApiFailure(message);
      throw new Error(message);
    }
    const reply = typeof route === 'function' ? route(call) : route;
    const problem = reply.status >= 400;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': problem ? 'application/problem+json' : 'application/json' },
    });
  };
  client.setConfig({ fetch: fake as typeof fetch });
  return {
    calls,
    /** Calls to one path. */
    to: (path: string) => calls.filter((c) => c.path === path),
    restore: () => client.setConfig({ fetch: previous }),
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Forgets the module-level stores between tests (session cookies included). */
export function resetStores() {
  signInDialog.close();
  signInDialog.resetParams();
  session.signOut();
}

/** What the shell does around the dialog: URL parameters into the store, render while open. */
function DialogHarness() {
  const location = useLocation();
  const { open } = useSignInDialog();
  useEffect(() => {
    signInDialog.setParams(readSignInParams(location.search));
  }, [location.search]);
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      {open && <SignInDialog />}
    </>
  );
}

/**
 * Renders the sign-in dialog in a memory router at `url`, as the shell would, and opens it.
 * Other paths render a marker (e.g. "page /employer/onboarding") so navigations can be asserted.
 */
export function renderSignInDialog(url = '/jobs', { open = true } = {}) {
  const queryClient = testQueryClient();
  signInDialog.setParams(readSignInParams(new URL(url, 'http://localhost').search));
  if (open) signInDialog.open();
  const router = createMemoryRouter(
    [
      { path: '/jobs', element: <DialogHarness /> },
      { path: '/job/:slug', element: <DialogHarness /> },
      { path: '*', Component: () => <p>page {useLocation().pathname}</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
