import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { changePasswordMutation } from '@generated/@tanstack/react-query.gen';
import { zChangePasswordBody } from '@generated/zod.gen';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/error-message';
import { applyFieldErrors, problemMessage } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { sameAs, say } from '@/lib/validation';

const NEW_PASSWORD_MIN = 8;

/** The change-password body, extended with the UI-only confirmation. */
export const passwordChangeSchema = z
  .extend(zChangePasswordBody, {
    // Passwords are taken as typed: no trimming.
    current_password: z.string().check(z.minLength(1, say.enter('your current password')), z.maxLength(128, say.atMost(128, 'the password'))),
    new_password: z.string().check(
      z.minLength(1, say.enter('a new password')),
      z.minLength(NEW_PASSWORD_MIN, say.atLeast(NEW_PASSWORD_MIN, 'the new password')),
      z.maxLength(128, say.atMost(128, 'the new password')),
    ),
    new_password_confirmation: z.string().check(z.minLength(1, say.enter('the new password again'))),
  })
  .check(sameAs('new_password_confirmation', 'new_password', 'new password', say.again('new password')));

export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

const EMPTY: PasswordChangeValues = { current_password: '', new_password: '', new_password_confirmation: '' };
const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

/**
 * Change the signed-in user's password: current, new and its confirmation. A wrong current
 * password or a weak new one comes back as field errors and is shown under its field; success
 * clears the form and says so.
 */
export function PasswordChangeForm() {
  const headingId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const change = useMutation(changePasswordMutation());

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ body: { current_password, new_password } });
      form.reset(EMPTY);
      void notify('Your password has been changed', { severity: 'success', detail: 'Use it the next time you sign in.' });
    } catch (error) {
      const { placed, other } = applyFieldErrors(error, FIELDS, form.setError);
      if (placed.length === 0 || other.length > 0) {
        setFormError(other.join(' ') || problemMessage(error, `We couldn't change your password. ${failureMessage(error)}`));
      }
    }
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Change password
        </h2>
        <p className="text-sm text-muted-foreground">Other devices stay signed in.</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4" aria-labelledby={headingId}>
        {formError && (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        )}
        <FormField label="Current password" required error={errors.current_password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('current_password')} />
        </FormField>
        <FormField
          label="New password"
          required
          error={errors.new_password?.message}
          description={`At least ${NEW_PASSWORD_MIN} characters.`}
        >
          <Input type="password" autoComplete="new-password" {...form.register('new_password')} />
        </FormField>
        <FormField label="Confirm new password" required error={errors.new_password_confirmation?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('new_password_confirmation')} />
        </FormField>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner label="Saving" tone="inherit" />}
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
