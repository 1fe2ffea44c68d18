import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, Profile } from '@generated/types.gen';
import { readIntent, recordIntent } from '@/lib/pending-intent';
import { session } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { example, fakeApi, renderSignInDialog, resetStores } from './auth-test-utils';

const CHECK = '/v2/auth/registration-check/';
const SIGNUP = '/v2/auth/signup/';
const LOGIN = '/v2/auth/login/';
const CONFIRM = '/v2/auth/confirm-email/';
const VERIFY_KEY = '/v2/auth/signup-key/verify/';
const PROFILE = '/v2/profile/';

const candidate = example<LoginResponse>(LOGIN, 'post', '200', 'candidate');
const employer = example<LoginResponse>(LOGIN, 'post', '200', 'employerOneCompany');
const profile = example<Profile>(PROFILE, 'get', '200');
const wrongPassword = example(LOGIN, 'post', '401', 'wrongPassword');
const notFound = example(CHECK, 'get', '404', 'notFound');

let api: ReturnType<typeof fakeApi>;
const location = () => screen.getByTestId('location').textContent ?? '';
const dialog = () => screen.getByRole('dialog');

beforeEach(() => {
  resetStores();
  window.localStorage.clear();
});
afterEach(() => {
  api?.restore();
  resetStores();
});

async function continueWith(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the sign-in dialog flow', () => {
  it('puts open_login in the URL while open and removes it on close', async () => {
    api = fakeApi({});
    renderSignInDialog('/jobs?search=design');
    await screen.findByRole('dialog', { name: 'Ready for your next chapter?' });
    await waitFor(() => expect(location()).toBe('/jobs?search=design&open_login=true'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/jobs?search=design'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signInDialog.get().open).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it("'Back' closes the dialog too", async () => {
    api = fakeApi({});
    renderSignInDialog('/jobs?open_login=true');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/jobs'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opened without a job (the header's Sign in), its line does not speak of a selected job", async () => {
    api = fakeApi({});
    renderSignInDialog('/jobs', { open: false });
    signInDialog.open();
    expect(
      await screen.findByRole('dialog', { name: 'Ready for your next chapter?' }),
    ).toHaveAccessibleDescription(
      'Sign up or sign in to apply to jobs and keep track of your applications.',
    );
  });

  it("opened to apply, it keeps the line of docs/product.md §2 through 'Not you?'; Back closes without continuing", async () => {
    api = fakeApi({
      [`GET ${CHECK}`]: { status: 200, body: { google: false, linkedin: false, password: true } },
    });
    renderSignInDialog('/job/senior-frontend-engineer', { open: false });
    recordIntent('apply', 'senior-frontend-engineer'); // as the job's Apply does
    signInDialog.open('apply');
    const initial = await screen.findByRole('dialog', { name: 'Ready for your next chapter?' });
    expect(initial).toHaveAccessibleDescription('Sign up or sign in to apply to your selected job');
    await continueWith('maya.okafor@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Not you?' }));
    expect(
      await screen.findByRole('dialog', { name: 'Ready for your next chapter?' }),
    ).toHaveAccessibleDescription('Sign up or sign in to apply to your selected job');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/job/senior-frontend-engineer'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readIntent()).toBeNull(); // given up: a later sign-in does not apply
    // Opened again from the header: no job chosen this time.
    signInDialog.open();
    expect(
      await screen.findByRole('dialog', { name: 'Ready for your next chapter?' }),
    ).toHaveAccessibleDescription(
      'Sign up or sign in to apply to jobs and keep track of your applications.',
    );
  });

  it('prefills the email from the URL', async () => {
    api = fakeApi({});
    renderSignInDialog('/jobs?email=maya.okafor%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('maya.okafor@example.com');
  });

  it('an invalid email never reaches the network', async () => {
    api = fakeApi({});
    renderSignInDialog();
    await continueWith('maya@');
    expect(await screen.findByText('Email is not correct')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('a found account shows its methods; a wrong password keeps the email and says so; Not you? resets', async () => {
    api = fakeApi({
      [`GET ${CHECK}`]: { status: 200, body: { google: false, linkedin: false, password: true } },
      [`POST ${LOGIN}`]: { status: 401, body: wrongPassword },
    });
    renderSignInDialog();
    await continueWith('  maya.okafor@example.com ');
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(api.to(CHECK)[0]?.query.get('email')).toBe('maya.okafor@example.com');
    expect(within(dialog()).queryByRole('button', { name: /Continue with/ })).toBeNull();

    await userEvent.type(screen.getByLabelText(/^Password/), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Your password is not correct, please try again.',
      ),
    );
    expect(api.to(LOGIN)[0]?.body).toEqual({
      email: 'maya.okafor@example.com',
      password: 'not-my-password',
    });
    expect(screen.getByText('Signing in as:', { exact: false })).toHaveTextContent(
      'maya.okafor@example.com',
    );
    expect(password).toHaveValue('not-my-password');
    expect(session.get().auth).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Not you?' }));
    await screen.findByRole('dialog', { name: 'Ready for your next chapter?' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText('Your password is not correct, please try again.')).toBeNull();
  });

  it('a candidate login signs in, loads the profile, closes and leaves what asked for it to its page', async () => {
    api = fakeApi({
      [`GET ${CHECK}`]: { status: 200, body: { google: true, linkedin: true, password: true } },
      [`POST ${LOGIN}`]: { status: 200, body: candidate },
      [`GET ${PROFILE}`]: { status: 200, body: profile },
    });
    renderSignInDialog('/job/senior-frontend-engineer?open_login=true', { open: false });
    recordIntent('apply', 'senior-frontend-engineer');
    signInDialog.open('apply');
    await continueWith(candidate.user.email);
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse-battery-staple');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(signInDialog.get().open).toBe(false));
    // The job page takes the intent and opens the form (apply-action.test.tsx).
    expect(readIntent()).toMatchObject({ kind: 'apply', target: 'senior-frontend-engineer' });
    expect(session.get().auth).toEqual({ access: candidate.access, refresh: candidate.refresh });
    expect(session.get().user?.email).toBe(candidate.user.email);
    expect(session.get().profile).toEqual({
      name: profile.name,
      profile_image: profile.profile_image,
    });
    expect(api.to(PROFILE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(location()).toBe('/job/senior-frontend-engineer'));
  });

  it('an employer login goes to /employer/onboarding without loading a candidate profile', async () => {
    api = fakeApi({
      [`GET ${CHECK}`]: { status: 200, body: { google: false, linkedin: false, password: true } },
      [`POST ${LOGIN}`]: { status: 200, body: employer },
    });
    renderSignInDialog('/jobs', { open: false });
    recordIntent('apply', 'senior-frontend-engineer');
    signInDialog.open('apply');
    await continueWith(employer.user.email);
    await userEvent.type(await screen.findByLabelText(/^Password/), 'kreuzberg-planning-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('page /employer/onboarding')).toBeVisible();
    expect(session.get().user?.access_type).toBe('employer');
    expect(api.to(PROFILE)).toHaveLength(0);
    expect(signInDialog.get().open).toBe(false);
    expect(readIntent()).toBeNull(); // an employer account does not apply
  });

  it('a candidate account that is also in a team (an accepted invitation) and set out to apply stays to apply', async () => {
    const teamCandidate: LoginResponse = {
      ...candidate,
      user: { ...candidate.user, employers: employer.user.employers },
    };
    api = fakeApi({
      [`GET ${CHECK}`]: { status: 200, body: { google: false, linkedin: false, password: true } },
      [`POST ${LOGIN}`]: { status: 200, body: teamCandidate },
      [`GET ${PROFILE}`]: { status: 200, body: profile },
    });
    renderSignInDialog('/job/senior-frontend-engineer', { open: false });
    recordIntent('apply', 'senior-frontend-engineer');
    signInDialog.open('apply');
    await continueWith(teamCandidate.user.email);
    await userEvent.type(await screen.findByLabelText(/^Password/), 'correct-horse-battery-staple');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(signInDialog.get().open).toBe(false));
    expect(readIntent()).toMatchObject({ kind: 'apply', target: 'senior-frontend-engineer' });
    expect(location()).toBe('/job/senior-frontend-engineer');
    expect(screen.queryByText('page /employer/onboarding')).toBeNull();
  });

  it('no account (404): signs up with the current path as redirect_url and shows the magic-link view', async () => {
    api = fakeApi({
      [`GET ${CHECK}`]: { status: 404, body: notFound },
      [`POST ${SIGNUP}`]: { status: 201, body: example(SIGNUP, 'post', '201') },
    });
    renderSignInDialog('/job/senior-frontend-engineer');
    await continueWith('new.candidate@example.com');
    await screen.findByRole('dialog', { name: 'Check your email for a magic link' });
    expect(dialog()).toHaveAccessibleDescription(
      "We've sent a magic link to new.candidate@example.com",
    );
    const [signup] = api.to(SIGNUP);
    expect(signup?.body).toEqual({ email: 'new.candidate@example.com', access_type: 'candidate' });
    expect(signup?.query.get('redirect_url')).toBe('job/senior-frontend-engineer');
  });

  it('a failed lookup counts as no account', async () => {
    api = fakeApi({
      [`GET ${CHECK}`]: { status: 503, body: example(CHECK, 'get', '500') },
      [`POST ${SIGNUP}`]: { status: 201, body: example(SIGNUP, 'post', '201') },
    });
    renderSignInDialog();
    await continueWith('new.candidate@example.com');
    await screen.findByRole('dialog', { name: 'Check your email for a magic link' });
    expect(api.to(SIGNUP)).toHaveLength(1);
  });

  it('a failed sign-up stays on the email step and says so', async () => {
    api = fakeApi({
      [`GET ${CHECK}`]: { status: 404, body: notFound },
      [`POST ${SIGNUP}`]: { status: 409, body: example(SIGNUP, 'post', '409') },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSignInDialog();
    await continueWith('new.candidate@example.com');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists.',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('new.candidate@example.com');
  });

  it('a valid key opens complete-account; Create account confirms, signs in, clears the query and closes', async () => {
    api = fakeApi({
      [`POST ${VERIFY_KEY}`]: { status: 200, body: { valid: true } },
      [`POST ${CONFIRM}`]: { status: 200, body: candidate },
      [`GET ${PROFILE}`]: { status: 200, body: profile },
    });
    renderSignInDialog('/jobs?key=MTQ:1vJ8xQ:k3Zq&email=maya.okafor%40example.com');
    await screen.findByRole('dialog', { name: 'Complete your account' });
    expect(api.to(VERIFY_KEY)[0]?.body).toEqual({ key: 'MTQ:1vJ8xQ:k3Zq' });
    expect(screen.getByText('Signing up as:', { exact: false })).toHaveTextContent(
      'maya.okafor@example.com',
    );
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse-battery-staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(CONFIRM)[0]?.body).toEqual({
      key: 'MTQ:1vJ8xQ:k3Zq',
      password: 'correct-horse-battery-staple',
    });
    expect(session.get().auth?.access).toBe(candidate.access);
    await waitFor(() => expect(location()).toBe('/jobs'));
    expect(signInDialog.get().params.key).toBeNull();
  });

  it('a key the server refuses at Create account shows the expired view', async () => {
    api = fakeApi({
      [`POST ${VERIFY_KEY}`]: { status: 200, body: { valid: true } },
      [`POST ${CONFIRM}`]: { status: 400, body: example(CONFIRM, 'post', '400', 'keyInvalid') },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSignInDialog('/jobs?key=MTQ:1vJ8xQ:k3Zq');
    await userEvent.type(await screen.findByLabelText(/^Password/), 'correct-horse-battery-staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('dialog', { name: 'This link is no longer valid' });
    expect(session.get().auth).toBeNull();
  });

  it.each([
    ['the contract’s problem', () => example(CONFIRM, 'post', '400', 'weakPassword')],
    // What a stock DRF sends (docs/backend-guide.md): a bare field map, no problem document.
    ['a stock DRF field map', () => ({ password: ['This password is too common.'] })],
  ])(
    'a weak password at Create account (%s) is shown under the field; nothing else changes',
    async (_, body) => {
      api = fakeApi({
        [`POST ${VERIFY_KEY}`]: { status: 200, body: { valid: true } },
        [`POST ${CONFIRM}`]: { status: 400, body: body() },
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderSignInDialog('/jobs?key=MTQ:1vJ8xQ:k3Zq');
      const password = await screen.findByLabelText(/^Password/);
      await userEvent.type(password, 'password123');
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() =>
        expect(password).toHaveAccessibleDescription('This password is too common.'),
      );
      expect(screen.getByRole('dialog', { name: 'Complete your account' })).toBeVisible();
      expect(password).toHaveValue('password123');
      expect(session.get().auth).toBeNull();
    },
  );

  it('an expired key shows the expired view; Sign up starts over and drops the key from the URL', async () => {
    api = fakeApi({ [`POST ${VERIFY_KEY}`]: { status: 200, body: { valid: false } } });
    renderSignInDialog('/jobs?key=MTQ:old&email=maya.okafor%40example.com');
    await screen.findByRole('dialog', { name: 'This link is no longer valid' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('dialog', { name: 'Ready for your next chapter?' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await waitFor(() => expect(location()).toBe('/jobs?open_login=true'));
    expect(signInDialog.get().params).toMatchObject({ key: null, errorState: false });
  });

  it('a failed key check counts as expired', async () => {
    api = fakeApi({
      [`POST ${VERIFY_KEY}`]: { status: 500, body: example(VERIFY_KEY, 'post', '500') },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSignInDialog('/jobs?key=MTQ:any');
    await screen.findByRole('dialog', { name: 'This link is no longer valid' });
  });

  it('error_state shows the expired view without a call', async () => {
    api = fakeApi({});
    renderSignInDialog('/jobs?error_state=1&key=MTQ:any');
    await screen.findByRole('dialog', { name: 'This link is no longer valid' });
    expect(api.calls).toEqual([]);
  });
});

describe('Continue with Google', () => {
  const RETURN_KEY = 'jb:social-return';
  const remembered = () =>
    JSON.parse(window.sessionStorage.getItem(RETURN_KEY) ?? 'null') as unknown;
  // jsdom cannot leave the page; the e2e test follows the browser to the provider and back.
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('opened to apply, it remembers this job (and the intent to apply) for the way back', async () => {
    api = fakeApi({});
    renderSignInDialog('/job/senior-frontend-engineer', { open: false });
    recordIntent('apply', 'senior-frontend-engineer');
    signInDialog.open('apply');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(remembered()).toMatchObject({ path: '/job/senior-frontend-engineer', apply: true });
    expect(api.calls).toEqual([]);
  });

  it('opened from the header, it forgets an earlier job: the return lands where it always did', async () => {
    api = fakeApi({});
    window.sessionStorage.setItem(
      RETURN_KEY,
      JSON.stringify({ v: 1, path: '/job/old', apply: true, savedAt: Date.now() }),
    );
    renderSignInDialog('/jobs?search=design&open_login=true', { open: false });
    signInDialog.open();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with LinkedIn' }));
    // Only the page it started on, for a cancelled sign-in to come back to (without the dialog).
    expect(remembered()).toMatchObject({ path: '/jobs?search=design', apply: false });
  });
});
