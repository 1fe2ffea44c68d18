import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import LinkIcon from 'lucide-react/icons/link';
import * as z from 'zod/mini';
import { zConfirmPasswordResetBody, zVerifyPasswordTokenBody } from '@generated/zod.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { PasswordField } from '@/components/password-field';
import { EmptyState } from '@/components/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isRefusedToken } from '@/lib/problem';
import { fieldNames, sameAs, say, zodResolver } from '@/lib/validation';
import { paths } from '@/config/paths';
import { useConfirmPasswordReset, useVerifyPasswordToken } from './api';
import { submitFailure } from './form-errors';
import { TRY_AGAIN } from './sign-in-messages';

/** confirmPasswordReset's body without the token (it comes from the URL), as it is, plus the UI-only confirmation. */
export const newPasswordSchema = z
  .extend(z.omit(zConfirmPasswordResetBody, { token: true }), {
    password_confirmation: z.string().check(z.minLength(1)),
  })
  .check(sameAs('password_confirmation', 'password', 'new password', say.again('new password')));
export const newPasswordNames = fieldNames({
  password: 'a new password',
  password_confirmation: 'the new password again',
});
type NewPasswordFields = z.infer<typeof newPasswordSchema>;

export interface PasswordResetPanelProps {
  /** The reset token from the URL (the verify-reset-token guard made sure there is one). */
  token: string;
  /** The password was changed (the page says so in its own words). */
  onReset: () => void;
}

type TokenState = 'checking' | 'valid' | 'expired';

/** The expired-link state of /password-reset, with the way to ask again. */
function ResetLinkExpired() {
  return (
    <EmptyState
      icon={LinkIcon}
      title="This link is no longer valid"
      text="This password reset link has expired or has already been used. Ask for a new one and use it soon."
      action={
        <Link className={buttonVariants()} to={paths.forgotPassword()}>
          Request a new link
        </Link>
      }
    />
  );
}

function NewPasswordSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Checking your reset link
      </span>
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/**
 * /password-reset: the token is checked first (password-token/verify); an invalid one shows the
 * expired-link state, a valid one the new-password form (password-reset/confirm).
 */
export function PasswordResetPanel({ token, onReset }: PasswordResetPanelProps) {
  const wellFormed = z.safeParse(zVerifyPasswordTokenBody, { token }).success;
  const verify = useVerifyPasswordToken();
  const { mutate: verifyToken } = verify;
  const [rejected, setRejected] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Checked once per token (a malformed token is expired without asking the server).
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!wellFormed || checked.current === token) return;
    checked.current = token;
    verifyToken({ body: { token } });
  }, [token, wellFormed, verifyToken]);

  const form = useForm<NewPasswordFields>({
    resolver: zodResolver(newPasswordSchema, newPasswordNames),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const confirm = useConfirmPasswordReset();

  // An invalid or failed token check shows the expired-link state (docs/product.md §8).
  let state: TokenState = 'checking';
  if (!wellFormed || rejected || verify.isError || (verify.isSuccess && !verify.data.valid))
    state = 'expired';
  else if (verify.isSuccess) state = 'valid';

  if (state === 'checking') return <NewPasswordSkeleton />;
  if (state === 'expired') return <ResetLinkExpired />;

  const { errors } = form.formState;
  const send = form.handleSubmit(({ password }) => {
    setFailure(null);
    confirm.mutate(
      { body: { token, password } },
      {
        onSuccess: () => onReset(),
        onError: (error) => {
          if (isRefusedToken(error)) {
            setRejected(true);
            return;
          }
          const failure = submitFailure(error, ['password'], form.setError, TRY_AGAIN);
          if (failure === null) return;
          setFailure(failure);
          console.error('[password-reset] the new password could not be saved', error);
        },
      },
    );
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={send}>
      <PasswordField
        label="New password"
        id="new-password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm new password"
        id="confirm-new-password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <FormFailure message={failure} />
      <SubmitButton pending={confirm.isPending}>Set new password</SubmitButton>
    </form>
  );
}
