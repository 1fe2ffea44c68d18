import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/session-store';
import { fakeApi, renderSignInDialog, resetStores, testQueryClient } from './auth-test-utils';
import { PasswordResetPanel } from './password-reset-panel';

// The sign-in and password flows fed what a stock Django REST framework + simplejwt server sends
// (docs/backend-guide.md, stock DRF): no problem documents, other codes. The app decides by status and says the same.
const CHECK = '/v2/auth/registration-check/';
const LOGIN = '/v2/auth/login/';
const CONFIRM_EMAIL = '/v2/auth/confirm-email/';
const VERIFY_KEY = '/v2/auth/signup-key/verify/';
const VERIFY = '/v2/auth/password-token/verify/';
const CONFIRM = '/v2/auth/password-reset/confirm/';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => resetStores());
afterEach(() => api?.restore());

describe('sign-in with stock DRF answers', () => {
  it('a 401 {"detail": …} at login says the password is wrong, under the field', async () => {
    api = fakeApi({
      [`GET ${CHECK}`]: { status: 200, body: { google: false, linkedin: false, password: true } },
      [`POST ${LOGIN}`]: {
        status: 401,
        body: { detail: 'No active account found with the given credentials' },
      },
    });
    renderSignInDialog();
    await userEvent.type(await screen.findByLabelText('Email'), 'maya.okafor@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'Your password is not correct, please try again.',
      ),
    );
    expect(session.get().auth).toBeNull();
  });

  it("a refused key (simplejwt's token_not_valid) at Create account shows the expired view", async () => {
    api = fakeApi({
      [`POST ${VERIFY_KEY}`]: { status: 200, body: { valid: true } },
      [`POST ${CONFIRM_EMAIL}`]: {
        status: 401,
        body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSignInDialog('/jobs?key=MTQ:1vJ8xQ:k3Zq');
    await userEvent.type(await screen.findByLabelText(/^Password/), 'correct-horse-battery-staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('dialog', { name: 'This link is no longer valid' });
  });
});

describe('password reset with stock DRF answers', () => {
  function setup() {
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter>
          <PasswordResetPanel token="c3k9ab-4f1e0b8c2d7a6e5f9b3c" onReset={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }
  async function submit(password: string) {
    await userEvent.type(await screen.findByLabelText(/^New password/), password);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), password);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('a 400 {"detail": …} for the token shows the expired state', async () => {
    api = fakeApi({
      [`POST ${VERIFY}`]: { status: 200, body: { valid: true } },
      [`POST ${CONFIRM}`]: { status: 400, body: { detail: 'Invalid or expired token.' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await submit('a-much-better-passphrase');
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeVisible();
  });

  it('a bare field map is shown under the new password', async () => {
    api = fakeApi({
      [`POST ${VERIFY}`]: { status: 200, body: { valid: true } },
      [`POST ${CONFIRM}`]: { status: 400, body: { password: ['This password is too common.'] } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await submit('password123');
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        'This password is too common.',
      ),
    );
  });
});
