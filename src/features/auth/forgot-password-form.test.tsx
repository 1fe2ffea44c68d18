import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { example, fakeApi } from './auth-test-utils';
import { ForgotPasswordForm } from './forgot-password-form';

const RESET = '/v2/auth/password-reset/';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());
describe('ForgotPasswordForm', () => {
  it('validates the email before asking', async () => {
    api = fakeApi({});
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your email address')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Email/), 'maya@');
    await userEvent.tab();
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('sends the trimmed email and confirms clearly', async () => {
    const sent = example<{ detail: string }>(RESET, 'post', '200');
    api = fakeApi({ [`POST ${RESET}`]: { status: 200, body: sent } });
    renderWithProviders(<ForgotPasswordForm defaultEmail=" maya.okafor@example.com " />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByText(sent.detail)).toBeVisible();
    expect(screen.getByText('maya.okafor@example.com')).toBeVisible();
    expect(api.to(RESET)[0]?.body).toEqual({ email: 'maya.okafor@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/?open_login=true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByLabelText(/^Email/)).toBeVisible();
  });

  it('says when requests are throttled (429), keeping the email', async () => {
    const throttled = example<{ detail: string }>(RESET, 'post', '429');
    api = fakeApi({ [`POST ${RESET}`]: { status: 429, body: throttled } });
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'maya.okafor@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many reset requests');
    expect(alert).toHaveTextContent(throttled.detail);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maya.okafor@example.com');
  });

  it("puts the server's email error under the field", async () => {
    api = fakeApi({ [`POST ${RESET}`]: { status: 400, body: example(RESET, 'post', '400') } });
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'maya.okafor@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
        'Enter a valid email address.',
      ),
    );
  });
});
