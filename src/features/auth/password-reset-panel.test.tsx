import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { example, fakeApi } from './auth-test-utils';
import { PasswordResetPanel } from './password-reset-panel';

const VERIFY = '/v2/auth/password-token/verify/';
const CONFIRM = '/v2/auth/password-reset/confirm/';
const TOKEN = 'c3k9ab-4f1e0b8c2d7a6e5f9b3c';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());
describe('PasswordResetPanel', () => {
  const setup = (token = TOKEN) => {
    const onReset = vi.fn();
    renderWithProviders(<PasswordResetPanel token={token} onReset={onReset} />);
    return onReset;
  };

  it('checks the token; an expired one offers to ask again', async () => {
    api = fakeApi({
      [`POST ${VERIFY}`]: { status: 200, body: example(VERIFY, 'post', '200', 'expired') },
    });
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link');
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(api.to(VERIFY)).toHaveLength(1);
    expect(api.to(VERIFY)[0]?.body).toEqual({ token: TOKEN });
  });

  it('a failed check, or a malformed token (never sent), is expired too', async () => {
    api = fakeApi({ [`POST ${VERIFY}`]: { status: 500, body: example(VERIFY, 'post', '500') } });
    setup();
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeVisible();
    api.restore();
    api = fakeApi({});
    setup('<script>');
    expect(
      await screen.findAllByRole('heading', { name: 'This link is no longer valid' }),
    ).toHaveLength(2);
    expect(api.calls).toEqual([]);
  });

  it('a valid token: the passwords must match, then the reset is confirmed', async () => {
    const done = example<{ detail: string }>(CONFIRM, 'post', '200');
    api = fakeApi({
      [`POST ${VERIFY}`]: { status: 200, body: example(VERIFY, 'post', '200', 'valid') },
      [`POST ${CONFIRM}`]: { status: 200, body: done },
    });
    const onReset = setup();
    const password = await screen.findByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm new password/);
    await userEvent.type(password, 'a-much-better-passphrase');
    await userEvent.type(confirmation, 'a-much-better-passphrase!');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Enter the same new password again')).toBeVisible();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(CONFIRM)).toHaveLength(0);

    await userEvent.type(confirmation, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledOnce());
    expect(api.to(CONFIRM)[0]?.body).toEqual({
      token: TOKEN,
      password: 'a-much-better-passphrase',
    });
  });

  it('requires 8 characters, and shows a weak-password answer under the field', async () => {
    api = fakeApi({
      [`POST ${VERIFY}`]: { status: 200, body: { valid: true } },
      [`POST ${CONFIRM}`]: { status: 400, body: example(CONFIRM, 'post', '400', 'weakPassword') },
    });
    const onReset = setup();
    const password = await screen.findByLabelText(/^New password/);
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Use at least 8 characters for the new password')).toBeVisible();
    await userEvent.type(password, '-password');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'short-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('This password is too common.'),
    );
    expect(onReset).not.toHaveBeenCalled();
  });

  it('a token refused at confirmation shows the expired state', async () => {
    api = fakeApi({
      [`POST ${VERIFY}`]: { status: 200, body: { valid: true } },
      [`POST ${CONFIRM}`]: { status: 400, body: example(CONFIRM, 'post', '400', 'tokenInvalid') },
    });
    setup();
    await userEvent.type(await screen.findByLabelText(/^New password/), 'a-much-better-passphrase');
    await userEvent.type(
      screen.getByLabelText(/^Confirm new password/),
      'a-much-better-passphrase',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeVisible();
  });
});
