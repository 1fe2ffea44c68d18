import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import type { UserUpdate } from '@generated/types.gen';
import { zUpdateCurrentUserBody } from '@generated/zod.gen';
import { PhoneField } from '@/components/phone-input/phone-field';
import { usePhoneValidity } from '@/components/phone-input/use-phone-validity';
import { SettingsForm } from '@/components/settings-section';
import { FormControlField } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/session/session-store';
import { notify } from '@/lib/toast';
import { fieldNames, phoneFieldName, zodResolver } from '@/lib/validation';
import { useUpdateCurrentUser } from './api';

/** The account's details as the form holds them: the phone as typed ('' = none). */
export interface UserDetailsValues {
  name: string;
  phone: string;
}

/**
 * The form's rules: the generated updateCurrentUser body as it is, checked on what is sent (the
 * name trimmed and always sent, so it is required; no phone as null). Words from the error map.
 */
export const userDetailsSchema = z.pipe(
  z.transform((values: UserDetailsValues): UserUpdate => ({
    name: values.name.trim(),
    phone: values.phone || null,
  })),
  zUpdateCurrentUserBody,
);
export const userDetailsNames = fieldNames({ name: 'your full name', phone: phoneFieldName });
const FIELDS = ['name', 'phone'] as const;

/**
 * The signed-in user's name and phone (employer /employer/profile/user). Saves with
 * updateCurrentUser and puts the answer into the session, so the header shows it at once.
 */
export function UserDetailsForm() {
  const user = useSession((s) => s.user);
  const phoneValidity = usePhoneValidity();
  const form = useForm<UserDetailsValues, unknown, UserUpdate>({
    resolver: zodResolver(userDetailsSchema, userDetailsNames),
    values: { name: user?.name ?? '', phone: user?.phone ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { isSubmitting, isDirty } = form.formState;
  useLeaveGuard(isDirty && !isSubmitting, 'your changes to your profile');
  const update = useUpdateCurrentUser();

  const save = async (body: UserUpdate) => {
    if (!phoneValidity.passes(form.setError)) return;
    // Awaited: the form stays submitting until the server answers (decision 009).
    const saved = await update.mutateAsync({ body });
    form.reset({ name: saved.name ?? '', phone: saved.phone ?? '' });
    void notify('Your profile has been saved', { severity: 'success' });
  };

  return (
    <SettingsForm
      title="Your details"
      description="Your name and phone number as your team sees them."
      submitLabel="Save changes"
      form={form}
      fields={FIELDS}
      failed="We couldn't save your profile."
      onSave={save}
    >
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
