import { useForm } from 'react-hook-form';
import { fieldNames, zodResolver } from '@/lib/validation';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { zLoginBody } from '@generated/zod.gen';
import type { RegistrationCheck } from '@generated/types.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { PasswordField } from '@/components/password-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { OrDivider, SocialButtons } from './social-buttons';
import type { SocialProvider } from './social-sign-in';
import { SignedAs } from './signed-as';

/** login's body without the email (it is already known), as it is: the password as typed, required. */
export const passwordLoginSchema = z.pick(zLoginBody, { password: true });
/** "Enter your password" (decision 012 rule 5). */
export const passwordLoginNames = fieldNames({ password: 'your password' });
type PasswordLoginForm = z.infer<typeof passwordLoginSchema>;

export interface ReturningUserViewProps {
  email: string;
  /** The sign-in methods the account supports (registration check). */
  methods: RegistrationCheck;
  onLogin: (password: string) => void;
  onNotYou: () => void;
  onSocial: (provider: SocialProvider) => void;
  /** Where 'Forgot password?' goes, and what to do as it is followed (close the dialog). */
  forgotPasswordHref: string;
  onForgotPassword: () => void;
  pending?: boolean;
  /** The wrong-password message, under the password field. */
  passwordError?: string | null;
  error?: string | null;
}

/** View 5: 'Welcome back', with only the methods the account supports. */
export function ReturningUserView({
  email,
  methods,
  onLogin,
  onNotYou,
  onSocial,
  forgotPasswordHref,
  onForgotPassword,
  pending,
  passwordError,
  error,
}: ReturningUserViewProps) {
  const form = useForm<PasswordLoginForm>({
    resolver: zodResolver(passwordLoginSchema, passwordLoginNames),
    defaultValues: { password: '' },
  });
  const fieldError = form.formState.errors.password?.message ?? passwordError ?? undefined;
  const providers = (['google', 'linkedin'] as const).filter((p) => methods[p]);
  const none = providers.length === 0 && !methods.password;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Welcome back</DialogTitle>
        <DialogDescription className="sr-only">Sign in to your account.</DialogDescription>
      </DialogHeader>
      <SignedAs label="Signing in as:" email={email} onNotYou={onNotYou} />
      {providers.length > 0 && (
        <SocialButtons providers={providers} onSelect={onSocial} disabled={pending} />
      )}
      {providers.length > 0 && methods.password && <OrDivider />}
      {methods.password && (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(({ password }) => onLogin(password))}
        >
          {/* Lets password managers pair the password with the account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <PasswordField
            id="sign-in-password"
            autoComplete="current-password"
            error={fieldError}
            {...form.register('password')}
          />
          <FormFailure message={error} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <SubmitButton pending={pending}>Login</SubmitButton>
            <Link
              to={forgotPasswordHref}
              onClick={onForgotPassword}
              className="text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Forgot password?
            </Link>
          </div>
        </form>
      )}
      {none && (
        <Alert>
          <AlertDescription>
            This account has no sign-in method set up yet. Set a password to use it.{' '}
            <Link
              to={forgotPasswordHref}
              onClick={onForgotPassword}
              className="font-medium text-primary underline"
            >
              Forgot password?
            </Link>
          </AlertDescription>
        </Alert>
      )}
      {!methods.password && error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </>
  );
}
