import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import UserRound from 'lucide-react/icons/user-round';
import * as z from 'zod/mini';
import type { LoginRequest, LoginResponse } from '@generated/types.gen';
import { zLoginBody } from '@generated/zod.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { PasswordField } from '@/components/password-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isProblem } from '@/lib/problem';
import { isEmployerUser } from '@/lib/session/session-store';
import { fieldNames, zodResolver } from '@/lib/validation';
import { paths } from '@/config/paths';
import { useLogin } from './api';
import { submitFailure } from './form-errors';
import { OrDivider, SocialButtons } from './social-buttons';
import { useSocialSignIn } from './social-sign-in';
import { TRY_AGAIN, WRONG_PASSWORD } from './sign-in-messages';
import { EmailField } from './email-field';

type EmployerLoginFields = LoginRequest;

/** login's body as it is, checked on what is sent: the email trimmed, the password as typed. */
export const employerLoginSchema = z.pipe(
  z.transform((values: EmployerLoginFields): LoginRequest => ({
    email: values.email.trim(),
    password: values.password,
  })),
  zLoginBody,
);
export const employerLoginNames = fieldNames({
  email: 'your email address',
  password: 'your password',
});

/** Whether a login answer is for the employer area: an employer account, or one with a company. */
export function isEmployerAccount(response: LoginResponse): boolean {
  return isEmployerUser({
    auth: response,
    user: response.user,
    selectedCompanyId: null,
    profile: null,
  });
}

export interface EmployerSignInFormProps {
  /** An employer signed in: store the session and go to the employer area. */
  onSignedIn: (response: LoginResponse) => void;
  /** A candidate account chose to continue on the candidate site. */
  onContinueAsCandidate: (response: LoginResponse) => void;
}

/**
 * /employer/sign-in: email and password (login) and the social buttons. A candidate account is
 * not signed in here silently: the page says so and offers the candidate site.
 */
export function EmployerSignInForm({ onSignedIn, onContinueAsCandidate }: EmployerSignInFormProps) {
  const [candidate, setCandidate] = useState<LoginResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const social = useSocialSignIn('employer');
  const form = useForm<EmployerLoginFields, unknown, LoginRequest>({
    resolver: zodResolver(employerLoginSchema, employerLoginNames),
    defaultValues: { email: '', password: '' },
    mode: 'onBlur',
  });
  const login = useLogin();

  if (candidate) {
    return (
      <div className="grid gap-4">
        <Alert>
          <UserRound aria-hidden="true" />
          <AlertTitle>This is a candidate account</AlertTitle>
          <AlertDescription>
            <p>
              <strong className="font-semibold">{candidate.user.email}</strong> is registered as a
              job seeker, so it cannot open the employer area. Continue on the candidate site, or
              sign in with your company account.
            </p>
          </AlertDescription>
        </Alert>
        <Button size="lg" onClick={() => onContinueAsCandidate(candidate)}>
          Continue to the candidate site
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() => {
            setCandidate(null);
            form.reset({ email: '', password: '' });
          }}
        >
          Use a different account
        </Button>
      </div>
    );
  }

  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      <SocialButtons onSelect={social} disabled={login.isPending} />
      <OrDivider />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((body) => {
          setFailure(null);
          login.mutate(
            { body },
            {
              onSuccess: (response) => {
                if (isEmployerAccount(response)) onSignedIn(response);
                else setCandidate(response);
              },
              onError: (error) => {
                if (isProblem(error) && error.status === 401) {
                  const message = error.code === 'password_not_set' ? error.detail : WRONG_PASSWORD;
                  form.setError('password', { type: 'server', message }, { shouldFocus: true });
                  return;
                }
                const failure = submitFailure(
                  error,
                  ['email', 'password'],
                  form.setError,
                  TRY_AGAIN,
                );
                if (failure === null) return;
                setFailure(failure);
                console.error('[employer-sign-in] login failed', error);
              },
            },
          );
        })}
      >
        <EmailField
          id="employer-email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          id="employer-password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="-mt-2 flex justify-end">
          <Link
            to={paths.forgotPassword()}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <FormFailure message={failure} />
        <SubmitButton pending={login.isPending}>Sign in</SubmitButton>
      </form>
    </div>
  );
}
