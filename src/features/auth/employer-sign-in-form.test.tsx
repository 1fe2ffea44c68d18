import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@generated/types.gen';
import { example, fakeApi, testQueryClient } from './auth-test-utils';
import { EmployerSignInForm, isEmployerAccount } from './employer-sign-in-form';

const LOGIN = '/v2/auth/login/';
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

function setup() {
  const props = {
    onSignedIn: vi.fn(),
    onContinueAsCandidate: vi.fn(),
    forgotPasswordHref: '/forgot-password',
  };
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <EmployerSignInForm {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return props;
}

async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('EmployerSignInForm', () => {
  it('offers the social buttons and Forgot password?, and validates before calling', async () => {
    api = fakeApi({});
    setup();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('an employer signs in with the trimmed email', async () => {
    const employer = example<LoginResponse>(LOGIN, 'post', '200', 'employerSeveralCompanies');
    api = fakeApi({ [`POST ${LOGIN}`]: { status: 200, body: employer } });
    const { onSignedIn, onContinueAsCandidate } = setup();
    await signIn(` ${employer.user.email} `, 'lisbon-2025');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(employer));
    expect(api.to(LOGIN)[0]?.body).toEqual({ email: employer.user.email, password: 'lisbon-2025' });
    expect(onContinueAsCandidate).not.toHaveBeenCalled();
  });

  it('a wrong password keeps the email and says so under the password', async () => {
    api = fakeApi({
      [`POST ${LOGIN}`]: { status: 401, body: example(LOGIN, 'post', '401', 'wrongPassword') },
    });
    const { onSignedIn } = setup();
    await signIn('jonas.weber@northwind-analytics.example', 'nope');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'Your password is not correct, please try again.',
      ),
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue('jonas.weber@northwind-analytics.example');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('a candidate account is told so, and may continue on the candidate site', async () => {
    const candidate = example<LoginResponse>(LOGIN, 'post', '200', 'candidate');
    api = fakeApi({ [`POST ${LOGIN}`]: { status: 200, body: candidate } });
    const { onSignedIn, onContinueAsCandidate } = setup();
    await signIn(candidate.user.email, 'correct-horse-battery-staple');
    expect(await screen.findByText('This is a candidate account')).toBeVisible();
    expect(onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the candidate site' }));
    expect(onContinueAsCandidate).toHaveBeenCalledWith(candidate);
  });

  it('"Use a different account" brings the empty form back', async () => {
    const candidate = example<LoginResponse>(LOGIN, 'post', '200', 'candidate');
    api = fakeApi({ [`POST ${LOGIN}`]: { status: 200, body: candidate } });
    setup();
    await signIn(candidate.user.email, 'correct-horse-battery-staple');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different account' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('throttling (429) is shown as an alert', async () => {
    const throttled = example<{ detail: string }>(LOGIN, 'post', '429');
    api = fakeApi({ [`POST ${LOGIN}`]: { status: 429, body: throttled } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    await signIn('jonas.weber@northwind-analytics.example', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent(throttled.detail);
  });

  it('knows employer accounts from candidate ones', () => {
    expect(isEmployerAccount(example<LoginResponse>(LOGIN, 'post', '200', 'member'))).toBe(true);
    expect(
      isEmployerAccount(example<LoginResponse>(LOGIN, 'post', '200', 'employerNoCompany')),
    ).toBe(true);
    expect(isEmployerAccount(example<LoginResponse>(LOGIN, 'post', '200', 'candidate'))).toBe(
      false,
    );
  });
});
