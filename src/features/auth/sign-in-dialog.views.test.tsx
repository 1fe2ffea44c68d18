import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CheckingLinkView } from './checking-link-view';
import { CompleteAccountView } from './complete-account-view';
import { EmailStepView } from './email-step-view';
import { ExpiredLinkView } from './expired-link-view';
import { MagicLinkSentView } from './magic-link-sent-view';
import { ReturningUserView } from './returning-user-view';

function inDialog(ui: React.ReactNode) {
  return render(
    <MemoryRouter>
      <Dialog open>
        <DialogContent>{ui}</DialogContent>
      </Dialog>
    </MemoryRouter>,
  );
}

const noop = () => {};

describe('ExpiredLinkView', () => {
  it("has the title and text of docs/product.md §2, and 'Sign up' starts over", async () => {
    const onSignUp = vi.fn();
    inDialog(<ExpiredLinkView onSignUp={onSignUp} />);
    const dialog = screen.getByRole('dialog', { name: 'This link is no longer valid' });
    expect(dialog).toHaveAccessibleDescription(
      'It appears that this link is no longer valid. Please sign up again to receive a new one.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(onSignUp).toHaveBeenCalledOnce();
  });
});

describe('EmailStepView (initial)', () => {
  function setup(props: Partial<React.ComponentProps<typeof EmailStepView>> = {}) {
    const handlers = { onSubmit: vi.fn(), onBack: vi.fn(), onSocial: vi.fn() };
    inDialog(<EmailStepView {...handlers} {...props} />);
    return handlers;
  }

  it('shows the title, the description, the social buttons, OR, the email field, Continue and Back', async () => {
    const { onSocial, onBack } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Ready for your next chapter?' });
    expect(dialog).toHaveAccessibleDescription(
      'Sign up or sign in to apply to jobs and keep track of your applications.',
    );
    expect(within(dialog).getByText('OR')).toBeVisible();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute(
      'placeholder',
      'Enter your email',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with LinkedIn' }));
    expect(onSocial.mock.calls).toEqual([['google'], ['linkedin']]);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('opened to apply to a job, says the line about the selected job (docs/product.md §2)', () => {
    setup({ purpose: 'apply' });
    expect(
      screen.getByRole('dialog', { name: 'Ready for your next chapter?' }),
    ).toHaveAccessibleDescription('Sign up or sign in to apply to your selected job');
  });

  it("says 'Email is required' on submit, announced on the field", async () => {
    const { onSubmit } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByLabelText('Email');
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Email is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Email is not correct' on blur, and clears it once corrected", async () => {
    const { onSubmit } = setup();
    const field = screen.getByLabelText('Email');
    await userEvent.type(field, 'maya@');
    await userEvent.tab();
    expect(await screen.findByText('Email is not correct')).toBeVisible();
    expect(field).toHaveAccessibleDescription('Email is not correct');
    await userEvent.type(field, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText('Email is not correct')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith('maya@example.com');
  });

  it('leaving the empty field (it opens focused) says nothing; the error clears while typing the fix', async () => {
    setup();
    const field = screen.getByLabelText('Email');
    await userEvent.click(field);
    await userEvent.tab();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'maya@');
    await userEvent.tab();
    expect(await screen.findByText('Email is not correct')).toBeVisible();
    await userEvent.type(field, 'example.com');
    expect(screen.queryByText('Email is not correct')).toBeNull();
  });

  it('trims the email and prefills it', async () => {
    const { onSubmit } = setup({ defaultEmail: 'prefilled@example.com' });
    const field = screen.getByLabelText('Email');
    expect(field).toHaveValue('prefilled@example.com');
    await userEvent.clear(field);
    await userEvent.type(field, '   maya.okafor@example.com  ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith('maya.okafor@example.com');
  });

  it('blank input counts as missing', async () => {
    const { onSubmit } = setup();
    await userEvent.type(screen.getByLabelText('Email'), '    ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows server errors and a busy Continue', () => {
    setup({
      emailError: 'An account with this email already exists.',
      error: 'Something broke',
      pending: true,
    });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'An account with this email already exists.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something broke');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('MagicLinkSentView', () => {
  it('names the email, says the link expires shortly, and offers the social buttons', async () => {
    const onSocial = vi.fn();
    inDialog(
      <MagicLinkSentView
        email="new.candidate@example.com"
        onSocial={onSocial}
        onResend={vi.fn()}
        onChangeEmail={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Check your email for a magic link' });
    expect(dialog).toHaveAccessibleDescription(
      "We've sent a magic link to new.candidate@example.com",
    );
    expect(
      within(dialog).getByText('The link expires shortly, so please click it soon.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with LinkedIn' }));
    expect(onSocial).toHaveBeenCalledWith('linkedin');
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  it("is not a dead end: 'Resend link' and 'Use another email'; Resend waits while one is under way", async () => {
    const onResend = vi.fn();
    const onChangeEmail = vi.fn();
    const { rerender } = inDialog(
      <MagicLinkSentView
        email="new.candidate@example.con"
        onSocial={vi.fn()}
        onResend={onResend}
        onChangeEmail={onChangeEmail}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Check your email for a magic link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend link' }));
    expect(onResend).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use another email' }));
    expect(onChangeEmail).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole('status')).toHaveTextContent('');

    rerender(
      <MemoryRouter>
        <Dialog open>
          <DialogContent>
            <MagicLinkSentView
              email="new.candidate@example.con"
              onSocial={vi.fn()}
              onResend={onResend}
              onChangeEmail={onChangeEmail}
              pending
            />
          </DialogContent>
        </Dialog>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeDisabled();
  });
});

describe('CompleteAccountView', () => {
  it("shows 'Signing up as:' the email, 'Not you?' and a required Password", async () => {
    const onSubmit = vi.fn();
    const onNotYou = vi.fn();
    inDialog(
      <CompleteAccountView
        email="new.candidate@example.com"
        onSubmit={onSubmit}
        onNotYou={onNotYou}
      />,
    );
    screen.getByRole('dialog', { name: 'Complete your account' });
    expect(screen.getByText('Signing up as:', { exact: false })).toHaveTextContent(
      'Signing up as: new.candidate@example.com',
    );
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-required', 'true');
    expect(password.closest('[data-slot=form-field]')).toHaveTextContent('Password *');
    await userEvent.click(screen.getByRole('button', { name: 'Not you?' }));
    expect(onNotYou).toHaveBeenCalledOnce();

    // One voice (decision 012 rule 5): the message names the field, never the generic texts.
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a password')).toBeVisible();
    expect(password).toHaveAccessibleDescription('Enter a password');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Use at least 8 characters for the password')).toBeVisible();
    expect(password).toHaveAccessibleDescription('Use at least 8 characters for the password');
    expect(screen.queryByText(/Value is required|characters long/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(password, '-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith('short-enough');
  });

  it("shows the server's password message under the field", () => {
    inDialog(
      <CompleteAccountView
        email={null}
        onSubmit={noop}
        onNotYou={noop}
        passwordError="This password is too common."
      />,
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'This password is too common.',
    );
  });
});

describe('ReturningUserView', () => {
  const all = { google: true, linkedin: true, password: true };
  function setup(
    methods = all,
    props: Partial<React.ComponentProps<typeof ReturningUserView>> = {},
  ) {
    const handlers = {
      onLogin: vi.fn(),
      onNotYou: vi.fn(),
      onSocial: vi.fn(),
      onForgotPassword: vi.fn(),
    };
    inDialog(
      <ReturningUserView
        email="maya.okafor@example.com"
        methods={methods}
        forgotPasswordHref="/forgot-password"
        {...handlers}
        {...props}
      />,
    );
    return handlers;
  }

  it("'Welcome back', 'Signing in as:' the email, every method when all are supported", async () => {
    const { onLogin, onSocial, onNotYou } = setup();
    screen.getByRole('dialog', { name: 'Welcome back' });
    expect(screen.getByText('Signing in as:', { exact: false })).toHaveTextContent(
      'Signing in as: maya.okafor@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(onSocial).toHaveBeenCalledWith('google');
    expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct-horse-battery-staple');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledWith('correct-horse-battery-staple');
    await userEvent.click(screen.getByRole('button', { name: 'Not you?' }));
    expect(onNotYou).toHaveBeenCalledOnce();
  });

  it("password only: no social buttons; 'Forgot password?' links to /forgot-password", async () => {
    const { onForgotPassword } = setup({ google: false, linkedin: false, password: true });
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(link);
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });

  it('Google only: no password field, no LinkedIn', () => {
    setup({ google: true, linkedin: false, password: false });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue with LinkedIn' })).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('requires a password, and shows the wrong-password message under the field', async () => {
    const { onLogin } = setup(all, {
      passwordError: 'Your password is not correct, please try again.',
    });
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Your password is not correct, please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your password')).toBeVisible();
    expect(password).toHaveAccessibleDescription('Enter your password');
    expect(screen.queryByText('Value is required')).toBeNull();
    expect(onLogin).not.toHaveBeenCalled();
  });
});

describe('CheckingLinkView', () => {
  it('announces that the link is being checked', () => {
    inDialog(<CheckingLinkView />);
    expect(screen.getByRole('dialog', { name: 'Checking your link' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
  });
});
