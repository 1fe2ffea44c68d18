import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isValidPhoneNumber } from 'libphonenumber-js';
import * as z from 'zod/mini';
import { getProfileQueryKey, updateProfileMutation } from '@generated/@tanstack/react-query.gen';
import type { Profile, ProfileUpdate } from '@generated/types.gen';
import { zUpdateProfileBody } from '@generated/zod.gen';
import { LocationCombobox } from '@/components/location-picker/location-combobox';
import { findLocation } from '@/components/location-picker/location-search';
import { PhoneField } from '@/components/phone-input/phone-field';
import { listLimits, SkillsInput } from '@/components/skills-input/skills-input';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { FormFooter } from '@/components/form-footer';
import { Button } from '@/components/ui/button';
import { FormControlField } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClassNames } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/error-message';
import { applyFieldErrors, isProblem, splitFieldErrors } from '@/lib/problem';
import { session } from '@/lib/session/session-store';
import { notify } from '@/lib/toast';
import { requiredString, say } from '@/lib/validation';

export const URL_INVALID = say.webAddress();
export const PHONE_INVALID = say.phone();
export const LOCATION_UNKNOWN = say.choose('a location from the suggestions, or leave it empty');

const isWebUrl = (v: string) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};
const optionalUrl = z.string().check(
  z.maxLength(500, URL_INVALID),
  z.refine((v) => v.trim() === '' || isWebUrl(v.trim()), URL_INVALID),
);

/** How many skills, and how long each, as the contract's updateProfile body says. */
export const profileSkillLimits = listLimits(zUpdateProfileBody.shape.skills);

/**
 * The generated updateProfile body, as the form edits it: strings instead of nulls, the location
 * as its name (resolved to location_id when saving), links and skills as editable fields.
 */
export const profileSchema = z.extend(
  z.omit(zUpdateProfileBody, { profile_image_key: true, location_id: true }),
  {
    name: requiredString(say.enter('your full name')).check(z.maxLength(200, say.atMost(200, 'your name'))),
    headline: z.string().check(z.maxLength(200, say.atMost(200, 'the headline'))),
    summary: z.string().check(z.maxLength(5000, say.atMost(5000, 'the summary'))),
    phone: z
      .string()
      .check(z.refine((v) => v.trim() === '' || isValidPhoneNumber(v), PHONE_INVALID)),
    location: z.string(),
    links: z.object({ linkedin: optionalUrl, github: optionalUrl, website: optionalUrl }),
    // The contract's limits, with the form's own message for too many.
    skills: z
      .array(z.string().check(z.maxLength(profileSkillLimits.maxItemLength)))
      .check(
        z.maxLength(
          profileSkillLimits.maxItems,
          `List ${profileSkillLimits.maxItems} skills or fewer`,
        ),
      ),
  },
);

export type ProfileValues = z.input<typeof profileSchema>;
type FieldName =
  | 'name'
  | 'headline'
  | 'summary'
  | 'phone'
  | 'location'
  | 'skills'
  | 'links.linkedin'
  | 'links.github'
  | 'links.website';

export function profileToValues(profile: Profile): ProfileValues {
  return {
    name: profile.name ?? '',
    headline: profile.headline ?? '',
    summary: profile.summary ?? '',
    phone: profile.phone ?? '',
    location: profile.location?.name ?? '',
    links: {
      linkedin: profile.links.linkedin ?? '',
      github: profile.links.github ?? '',
      website: profile.links.website ?? '',
    },
    skills: [...profile.skills],
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Form values → the PATCH body (location_id resolved by the caller). */
export function valuesToUpdate(values: ProfileValues, locationId: string | null): ProfileUpdate {
  return {
    name: values.name.trim(),
    headline: orNull(values.headline),
    summary: orNull(values.summary),
    phone: orNull(values.phone),
    location_id: locationId,
    links: {
      linkedin: orNull(values.links.linkedin),
      github: orNull(values.links.github),
      website: orNull(values.links.website),
    },
    skills: values.skills,
  };
}

const FIELD_NAMES: readonly FieldName[] = ['name', 'headline', 'summary', 'phone', 'location', 'skills', 'links.linkedin', 'links.github', 'links.website'];
const FIELD_ALIASES = { location_id: 'location' } as const;

/**
 * Server field errors → form fields: nested link errors (`{"links": {"github": [...]}}`) go under
 * that link's field, an error on one skill under the skills, `location_id` under the location.
 */
export function mapProfileErrors(error: unknown) {
  return splitFieldErrors(error, FIELD_NAMES, FIELD_ALIASES);
}

const LINK_FIELDS = [
  { name: 'links.linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/…' },
  { name: 'links.github', label: 'GitHub', placeholder: 'https://github.com/…' },
  { name: 'links.website', label: 'Website', placeholder: 'https://…' },
] as const;

const PHONE_COUNTRIES = ['DE', 'GB', 'US', 'ES', 'NL', 'PT'];

export function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileToValues(profile),
    mode: 'onTouched',
  });
  const { control } = form;
  const { isSubmitting, isDirty } = form.formState;
  const update = useMutation(updateProfileMutation());
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let locationId: string | null = null;
    if (values.location.trim()) {
      const unchanged = profile.location && values.location.trim() === profile.location.name;
      // The suggestions' answer for this text, from the cache when they asked already.
      const resolved = unchanged ? profile.location : await findLocation(queryClient, values.location);
      if (!resolved) {
        form.setError('location', { type: 'unknown', message: LOCATION_UNKNOWN }, { shouldFocus: true });
        return;
      }
      locationId = resolved.id;
    }
    try {
      const saved = await update.mutateAsync({ body: valuesToUpdate(values, locationId) });
      queryClient.setQueryData(getProfileQueryKey(), saved);
      session.setProfile({ name: saved.name, profile_image: saved.profile_image });
      form.reset(profileToValues(saved));
      void notify('Profile saved', { severity: 'success' });
    } catch (error) {
      if (isProblem(error) && error.errors) {
        const { other } = applyFieldErrors(error, FIELD_NAMES, form.setError, FIELD_ALIASES);
        if (other.length) setFormError(other.join(' '));
        return;
      }
      setFormError(`We couldn't save your profile. ${failureMessage(error)} Your changes are still here.`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="profile-details-heading">
      <FormFailure title="Your profile was not saved." message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormControlField control={control} name="name" label="Full name" required>
          {(field, props) => <Input autoComplete="name" maxLength={200} {...props} {...field} />}
        </FormControlField>
        <FormField label="Email" description="Your sign-in email; it cannot be changed here.">
          <Input type="email" value={profile.email} readOnly />
        </FormField>
      </div>
      <FormControlField
        control={control}
        name="headline"
        label="Headline"
        description="One line under your name, e.g. “Frontend engineer · React & TypeScript”."
      >
        {(field, props) => <Input maxLength={200} {...props} {...field} />}
      </FormControlField>
      <FormControlField control={control} name="summary" label="Summary">
        {(field, props) => <Textarea rows={5} maxLength={5000} {...props} {...field} />}
      </FormControlField>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField control={control} name="phone" label="Phone" preferredCountries={PHONE_COUNTRIES} defaultCountry="DE" />
        <FormControlField control={control} name="location" label="Location" description="Start typing a city or country.">
          {(field, props) => <LocationCombobox {...props} {...field} inputClassName={inputClassNames} />}
        </FormControlField>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Links</legend>
        {LINK_FIELDS.map((link) => (
          <FormControlField key={link.name} control={control} name={link.name} label={link.label}>
            {(field, props) => <Input type="url" inputMode="url" placeholder={link.placeholder} {...props} {...field} />}
          </FormControlField>
        ))}
      </fieldset>
      <FormControlField
        control={control}
        name="skills"
        label="Skills"
        description="Press Enter or type a comma after each skill."
      >
        {(field, props) => (
          <SkillsInput {...props} {...field} schema={profileSchema.shape.skills} listLabel="Your skills" />
        )}
      </FormControlField>
      <FormFooter>
        <Button
          variant="outline"
          disabled={!isDirty || isSubmitting}
          onClick={() => {
            setFormError(null);
            form.reset(profileToValues(profile));
          }}
        >
          Discard changes
        </Button>
        <SubmitButton pending={isSubmitting} size="default">
          Save profile
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
