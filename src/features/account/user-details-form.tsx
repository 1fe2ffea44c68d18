import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getCurrentUserQueryKey, updateCurrentUserMutation } from '@generated/@tanstack/react-query.gen';
import { zUpdateCurrentUserBody } from '@generated/zod.gen';
import { PhoneField } from '@/components/phone-input/phone-field';
import { usePhoneValidity } from '@/components/phone-input/use-phone-validity';
import { SettingsForm } from '@/components/settings-section';
import { FormControlField } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { saveErrorMessage } from '@/lib/problem';
import { session, useSession } from '@/lib/session/session-store';
import { notify } from '@/lib/toast';
import { say } from '@/lib/validation';

/** The account update body as the form holds it: the name is required here, the phone optional ('' = none). */
export const userDetailsSchema = z.extend(zUpdateCurrentUserBody, {
  name: z.string().check(z.trim(), z.minLength(1, say.enter('your full name')), z.maxLength(200, say.atMost(200, 'your name'))),
  phone: z.string(),
});

export type UserDetailsValues = z.input<typeof userDetailsSchema>;
const FIELDS = ['name', 'phone'] as const;

/**
 * The signed-in user's name and phone (employer /employer/profile/user). Saves with
 * updateCurrentUser and puts the answer into the session, so the header shows it at once.
 */
export function UserDetailsForm() {
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const phoneValidity = usePhoneValidity();
  const form = useForm<UserDetailsValues>({
    resolver: zodResolver(userDetailsSchema),
    values: { name: user?.name ?? '', phone: user?.phone ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { isSubmitting } = form.formState;
  const update = useMutation(updateCurrentUserMutation());

  const onSubmit = form.handleSubmit(async ({ name, phone }) => {
    setFormError(null);
    if (!phoneValidity.valid) {
      form.setError('phone', { type: 'phone', message: phoneValidity.message }, { shouldFocus: true });
      return;
    }
    try {
      const saved = await update.mutateAsync({ body: { name: name.trim(), phone: phone === '' ? null : phone } });
      session.setUser(saved);
      queryClient.setQueryData(getCurrentUserQueryKey(), saved);
      form.reset({ name: saved.name ?? '', phone: saved.phone ?? '' });
      void notify('Your profile has been saved', { severity: 'success' });
    } catch (error) {
      setFormError(saveErrorMessage(error, FIELDS, form.setError, { failed: "We couldn't save your profile." }));
    }
  });

  return (
    <SettingsForm title="Your details" description="Your name and phone number as your team sees them." submitLabel="Save changes"
      onSubmit={onSubmit} formError={formError} pending={isSubmitting}>
      <FormField label="Email" description="Your email address can't be changed here.">
        <Input type="email" value={user?.email ?? ''} readOnly autoComplete="email" />
      </FormField>
      <FormControlField control={form.control} name="name" label="Full name" required>
        {(field, control) => <Input autoComplete="name" {...control} {...field} />}
      </FormControlField>
      <PhoneField
        control={form.control}
        name="phone"
        label="Phone"
        description="Optional. Include the country."
        preferredCountries={['DE', 'GB', 'US']}
        onValidityChange={phoneValidity.onValidityChange}
      />
    </SettingsForm>
  );
}
