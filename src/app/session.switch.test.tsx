import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPublicJobOptions } from '@generated/@tanstack/react-query.gen';
import type { Job, LoginResponse, Profile } from '@generated/types.gen';
import { ApplyAction } from '@/features/applications/apply-action';
import { example } from '@/features/auth/auth-test-utils';
import { SignInDialog } from '@/features/auth/sign-in-dialog';
import { session } from '@/lib/session/session-store';
import { signInDialog, useSignInDialog } from '@/lib/sign-in-dialog';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { installSessionHooks, resetSessionLoad, signOut } from './session';

/**
 * Two candidates on the same tab (docs/product.md §4): what one of them was answered never shows for
 * the other, and what the page shows after a sign-in is the server's answer for the new session.
 */
const LOGIN = '/v2/auth/login/';
const login = example<LoginResponse>(LOGIN, 'post', '200', 'candidate');
const profileExample = example<Profile>('/v2/profile/', 'get', '200');
const job = example<Job>('/v2/public/jobs/{jobSlug}/', 'get', '200');

const ana = {
  ...login,
  access: 'ana.access.token',
  refresh: 'ana.refresh.token',
  user: { ...login.user, name: 'Ana Lima', email: 'ana@example.com' },
};
const ben = {
  ...login,
  access: 'ben.access.token',
  refresh: 'ben.refresh.token',
  user: {
    ...login.user,
    id: 'd7c1f0a4-2b9e-4f3a-8c55-0e6b1a9d4f21',
    name: 'Ben Adler',
    email: 'ben@example.com',
  },
};
const accounts = [ana, ben];
const byToken = (authorization: string | null) =>
  accounts.find((a) => authorization === `Bearer ${a.access}`) ?? null;

/** The server: Ana applied to the job, Ben did not (until he applies); each gets their own profile. */
function server() {
  const applied = new Set([ana.access]);
  return mockApi({
    'POST /v2/public/applications/submit/': ({ authorization }) => {
      applied.add(byToken(authorization)!.access);
      return { status: 201, body: example('/v2/public/applications/submit/', 'post', '201') };
    },
    'GET /v2/auth/registration-check/': {
      body: { google: false, linkedin: false, password: true },
    },
    [`POST ${LOGIN}`]: ({ body }) => {
      const account = accounts.find((a) => a.user.email === (body as { email: string }).email);
      return account
        ? { body: account }
        : { status: 401, body: example(LOGIN, 'post', '401', 'wrongPassword') };
    },
    'GET /v2/profile/': ({ authorization }) => {
      const account = byToken(authorization);
      return account
        ? {
            body: {
              ...profileExample,
              id: account.user.id,
              name: account.user.name,
              email: account.user.email,
            },
          }
        : { status: 401, body: example('/v2/profile/', 'get', '401') };
    },
    [`GET /v2/public/jobs/${job.slug}/`]: ({ authorization }) => {
      const account = byToken(authorization);
      const { has_applied: _, ...anonymous } = job;
      return {
        body: account ? { ...anonymous, has_applied: applied.has(account.access) } : anonymous,
      };
    },
  });
}

/** The job page as the app shows it, with the header's Sign in and Log out, and the dialog. */
function JobPage() {
  const queryClient = useQueryClient();
  const { open } = useSignInDialog();
  const shown = useQuery(getPublicJobOptions({ path: { jobSlug: job.slug } }));
  return (
    <>
      <button type="button" onClick={() => signInDialog.open()}>
        Sign in
      </button>
      <button type="button" onClick={() => signOut(queryClient)}>
        Log out
      </button>
      {shown.data && <ApplyAction job={shown.data} />}
      {open && <SignInDialog />}
    </>
  );
}

async function signInWithPassword(email: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.type(await screen.findByLabelText(/^Password/), 'correct-horse-battery-staple');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

beforeEach(() => {
  session.signOut();
  resetSessionLoad();
  signInDialog.close();
});
afterEach(() => {
  act(() => {
    session.signOut();
    signInDialog.close();
  });
});

// Both tests type through the sign-in dialog; on a busy machine that takes more than the default 5 s.
describe('one tab, two candidates', { timeout: 20_000 }, () => {
  it('a sign-in shows the server’s answer for the new session; after log out the next candidate sees only their own', async () => {
    server();
    const { queryClient } = renderWithProviders(<JobPage />, {
      path: '/job/:slug',
      initialEntry: `/job/${job.slug}`,
    });
    installSessionHooks(queryClient);
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeEnabled();

    // Ana signs in from the header while on the job: the page asks again and says she applied.
    await signInWithPassword(ana.user.email);
    expect(await screen.findByRole('status')).toHaveTextContent('Applied');

    // Ana logs out; Ben signs in on the same tab: not applied, and the form has his details.
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(
      await screen.findByRole('button', { name: 'Apply now' }, { timeout: 5000 }),
    ).toBeEnabled();
    await signInWithPassword(ben.user.email);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(await screen.findByLabelText(/Full name/, {}, { timeout: 5000 })).toHaveValue(
      'Ben Adler',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ben@example.com');
    expect(screen.queryByRole('status', { name: /Applied/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Applied')).not.toBeInTheDocument();
  });

  it('after applying, "Applied" is what the server now says about the job (asked again), and stays', async () => {
    const api = server();
    const { queryClient } = renderWithProviders(<JobPage />, {
      path: '/job/:slug',
      initialEntry: `/job/${job.slug}`,
    });
    installSessionHooks(queryClient);
    await signInWithPassword(ben.user.email);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send application' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('status')).toHaveTextContent('Applied');
    // Asked once more (as a reload would), the server still says so.
    await act(() => queryClient.invalidateQueries());
    expect(screen.getByRole('status')).toHaveTextContent('Applied');
    const sent = api.calls.findIndex(
      (c) => c.method === 'POST' && c.path === '/v2/public/applications/submit/',
    );
    expect(
      api.calls
        .slice(sent)
        .some((c) => c.method === 'GET' && c.path === `/v2/public/jobs/${job.slug}/`),
    ).toBe(true);
  });
});
