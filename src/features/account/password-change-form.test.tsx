import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockApi } from '@/test/mock-api';
import { DEV_PASSWORD } from '../../../mock/fake/store';
import { renderWithProviders } from '@/test/render';
import { PasswordChangeForm } from './password-change-form';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const MAYA = 'maya.okafor@example.com';
let api: MockApi;
// Maya of the fake's seed (her password is the seed's DEV_PASSWORD), signed in.
beforeEach(() => {
  notify.mockReset();
  api = mockApi();
  api.signIn(MAYA);
});
afterEach(() => session.signOut());
/** Maya's password as the server keeps it. */
const keptPassword = () => api.store.users.find((u) => u.email === MAYA)?.password;

async function fill(current: string, next: string, confirmation: string) {
  if (current) await userEvent.type(screen.getByLabelText(/^Current password/), current);
  if (next) await userEvent.type(screen.getByLabelText(/^New password/), next);
  if (confirmation)
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordChangeForm', () => {
  it('requires the fields and the confirmation to equal the new password, without calling the API', async () => {
    renderWithProviders(<PasswordChangeForm />);
    // The hint says the contract's minimum.
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    await fill('', 'short', 'different');
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters for the new password')).toBeInTheDocument();
    expect(screen.getByText('Enter the same new password again')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server field error under the current password and keeps what was typed', async () => {
    // The fake refuses a wrong current password itself.
    renderWithProviders(<PasswordChangeForm />);
    await fill('wrong-one', 'a-much-better-passphrase', 'a-much-better-passphrase');
    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    const errorId = current.getAttribute('aria-describedby');
    expect(document.getElementById(errorId!)).toHaveTextContent(
      'Your current password is not correct.',
    );
    expect(current).toHaveValue('wrong-one');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a-much-better-passphrase');
    expect(notify).not.toHaveBeenCalled();
    expect(keptPassword()).toBe(DEV_PASSWORD);
  });

  it('shows every message of a weak new password under that field', async () => {
    api.override('POST /v2/auth/password/change/', {
      status: 400,
      body: problemBody(400, {
        errors: {
          new_password: [
            'This password is too common.',
            'This password is too similar to the email address.',
          ],
        },
      }),
    });
    renderWithProviders(<PasswordChangeForm />);
    await fill(DEV_PASSWORD, 'password123', 'password123');
    expect(
      await screen.findByText(
        'This password is too common. This password is too similar to the email address.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends current and new password only, then clears the form and confirms', async () => {
    renderWithProviders(<PasswordChangeForm />);
    await fill(DEV_PASSWORD, 'a-much-better-passphrase', 'a-much-better-passphrase');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Your password has been changed', {
        severity: 'success',
        detail: 'Use it the next time you sign in.',
      }),
    );
    expect(api.calls[0]?.body).toEqual({
      current_password: DEV_PASSWORD,
      new_password: 'a-much-better-passphrase',
    });
    expect(keptPassword()).toBe('a-much-better-passphrase');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue('');
  });
});
