import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zChangePasswordBody } from '@generated/zod.gen';
import { SettingsForm } from '@/components/settings-section';
import { FormControlField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { fieldNames, lengthLimits, sameAs, say, zodResolver } from '@/lib/validation';
import { useChangePassword } from './api';

/** The contract's minimum for a new password, for the field's hint. */
const NEW_PASSWORD_MIN = lengthLimits(zChangePasswordBody.shape.new_password).min;

/** The generated change-password body as it is (passwords are taken as typed), with the UI-only confirmation. */
export const passwordChangeSchema = z
  .extend(zChangePasswordBody, { new_password_confirmation: z.string().check(z.minLength(1)) })
  .check(
    sameAs('new_password_confirmation', 'new_password', 'new password', say.again('new password')),
  );
export const passwordChangeNames = fieldNames({
  current_password: 'your current password',
  new_password: 'a new password',
  new_password_confirmation: 'the new password again',
});

export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

const EMPTY: PasswordChangeValues = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};
const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

/**
 * Change the signed-in user's password: current, new and its confirmation. A wrong current
 * password or a weak new one comes back as field errors and is shown under its field; success
 * clears the form and says so.
 */
export function PasswordChangeForm() {
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema, passwordChangeNames),
    defaultValues: EMPTY,
  });
  const { isSubmitting, isDirty } = form.formState;
  useLeaveGuard(isDirty && !isSubmitting, 'the passwords you typed');
  const change = useChangePassword();

  const save = async ({ current_password, new_password }: PasswordChangeValues) => {
    await change.mutateAsync({ body: { current_password, new_password } });
    form.reset(EMPTY);
    void notify('Your password has been changed', {
      severity: 'success',
      detail: 'Use it the next time you sign in.',
    });
  };

  return (
    <SettingsForm
      title="Change password"
      description="Other devices stay signed in."
      submitLabel="Change password"
      form={form}
      fields={FIELDS}
      failed="We couldn't change your password."
      onSave={save}
    >
      <FormControlField
        control={form.control}
        name="current_password"
        label="Current password"
        required
      >
        {(field, control) => (
          <Input type="password" autoComplete="current-password" {...control} {...field} />
        )}
      </FormControlField>
      <FormControlField
        control={form.control}
        name="new_password"
        label="New password"
        required
        description={`At least ${NEW_PASSWORD_MIN} characters.`}
      >
        {(field, control) => (
          <Input type="password" autoComplete="new-password" {...control} {...field} />
        )}
      </FormControlField>
      <FormControlField
        control={form.control}
        name="new_password_confirmation"
        label="Confirm new password"
        required
      >
        {(field, control) => (
          <Input type="password" autoComplete="new-password" {...control} {...field} />
        )}
      </FormControlField>
    </SettingsForm>
  );
}
