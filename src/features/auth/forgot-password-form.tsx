import { homeWithSignIn } from './auth-paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import MailCheck from 'lucide-react/icons/mail-check';
import * as z from 'zod/mini';
import { zRequestPasswordResetBody } from '@generated/zod.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { Button, buttonVariants } from '@/components/ui/button';
import { isProblem } from '@/lib/problem';
import { fieldNames, zodResolver } from '@/lib/validation';
import { useRequestPasswordReset } from './api';
import { submitFailure } from './form-errors';
import { EmailField } from './email-field';

interface ForgotPasswordFields {
  email: string;
}

/** requestPasswordReset's body as it is, checked on the trimmed email; words from the error map. */
export const forgotPasswordSchema = z.pipe(
  z.transform((values: ForgotPasswordFields) => ({ email: values.email.trim() })),
  zRequestPasswordResetBody,
);
export const forgotPasswordNames = fieldNames({ email: 'your email address' });

const RESET_TOO_MANY = 'Too many reset requests';
const RESET_FAILED = 'We could not send the link. Please try again in a moment.';

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
}

/**
 * /forgot-password: the email form, then a confirmation. The API answers the same for every
 * address (it does not reveal which emails have an account), so the confirmation says "if".
 */
export function ForgotPasswordForm({ defaultEmail = '' }: ForgotPasswordFormProps) {
  const [sent, setSent] = useState<{ email: string; detail: string } | null>(null);
  const [failure, setFailure] = useState<{ title?: string; text: string } | null>(null);
  const form = useForm<ForgotPasswordFields, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema, forgotPasswordNames),
    defaultValues: { email: defaultEmail },
    mode: 'onBlur',
  });
  const request = useRequestPasswordReset();

  if (sent) {
    return (
      <div className="grid gap-4" role="status">
        <div className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
          <MailCheck className="size-6" aria-hidden="true" />
        </div>
        <h2 className="text-lg font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">{sent.detail}</p>
        <p className="text-sm text-muted-foreground">
          Sent to <strong className="font-semibold text-foreground">{sent.email}</strong>. The link
          expires shortly, so please use it soon.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link className={buttonVariants()} to={homeWithSignIn()}>
            Back to sign in
          </Link>
          <Button variant="outline" onClick={() => setSent(null)}>
            Use another email
          </Button>
        </div>
      </div>
    );
  }

  const send = form.handleSubmit(({ email }) => {
    setFailure(null);
    request.mutate(
      { body: { email } },
      {
        onSuccess: (data, { body }) => setSent({ email: body.email, detail: data.detail }),
        onError: (error) => {
          const text = submitFailure(error, ['email'], form.setError, RESET_FAILED);
          const throttled = isProblem(error) && error.status === 429;
          if (text !== null) setFailure({ title: throttled ? RESET_TOO_MANY : undefined, text });
          if (!isProblem(error) || error.status >= 500)
            console.error('[forgot-password] request failed', error);
        },
      },
    );
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={send}>
      <EmailField
        id="forgot-password-email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormFailure message={failure?.text} title={failure?.title} />
      <SubmitButton pending={request.isPending}>Send reset link</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link
          to={homeWithSignIn()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
