import { useForm } from 'react-hook-form';
import { fieldNames, zodResolver } from '@/lib/validation';
import * as z from 'zod/mini';
import { zConfirmEmailBody } from '@generated/zod.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { PasswordField } from '@/components/password-field';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SignedAs } from './signed-as';

/** confirmEmail's body without the key (it comes from the URL), as it is: the contract's limits. */
export const createAccountSchema = z.omit(zConfirmEmailBody, { key: true });
/** "Enter a password", "Use at least 8 characters for the password" (decision 012 rule 5). */
export const createAccountNames = fieldNames({ password: 'a password' });
type CreateAccountForm = z.infer<typeof createAccountSchema>;

export interface CompleteAccountViewProps {
  email: string | null;
  onSubmit: (password: string) => void;
  onNotYou: () => void;
  pending?: boolean;
  /** The server's message about the password (e.g. too common). */
  passwordError?: string | null;
  error?: string | null;
}

/** View 4: the magic link was valid; choose a password to finish the account. */
export function CompleteAccountView({
  email,
  onSubmit,
  onNotYou,
  pending,
  passwordError,
  error,
}: CompleteAccountViewProps) {
  const form = useForm<CreateAccountForm>({
    resolver: zodResolver(createAccountSchema, createAccountNames),
    defaultValues: { password: '' },
  });
  const fieldError = form.formState.errors.password?.message ?? passwordError ?? undefined;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Complete your account</DialogTitle>
        <DialogDescription className="sr-only">
          Choose a password to finish creating your account.
        </DialogDescription>
      </DialogHeader>
      <SignedAs label="Signing up as:" email={email} onNotYou={onNotYou} />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}
      >
        <PasswordField
          id="create-account-password"
          autoComplete="new-password"
          error={fieldError}
          {...form.register('password')}
        />
        <FormFailure message={error} />
        <SubmitButton pending={pending} className="sm:w-fit">
          Create account
        </SubmitButton>
      </form>
    </>
  );
}
