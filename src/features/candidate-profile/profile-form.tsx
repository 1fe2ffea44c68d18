import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Profile, ProfileUpdate } from '@generated/types.gen';
import { zUpdateProfileBody } from '@generated/zod.gen';
import { LocationCombobox } from '@/components/location-picker/location-combobox';
import { findLocation } from '@/components/location-picker/location-search';
import { LazyPhoneField } from '@/components/phone-input/lazy-phone-field';
import { isValidPhoneNumberLater } from '@/components/phone-input/valid-phone-number';
import { listLimits, SKILLS_HINT, SkillsInput } from '@/components/skills-input/skills-input';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { FormFooter } from '@/components/form-footer';
import { Button } from '@/components/ui/button';
import { FormControlField } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClassNames } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/error-message';
import { applyFieldErrors, isProblem, splitFieldErrors } from '@/lib/problem';
import { notify } from '@/lib/toast';
import {
  bodyRule,
  fieldNames,
  isWebAddress,
  phoneFieldName,
  say,
  zodResolver,
} from '@/lib/validation';
import { useUpdateProfile } from './api';

export const URL_INVALID = say.webAddress();
export const PHONE_INVALID = say.phone();
const LOCATION_UNKNOWN = say.choose('a location from the suggestions, or leave it empty');

/** How many skills, and how long each, as the contract's updateProfile body says. */
export const profileSkillLimits = listLimits(zUpdateProfileBody.shape.skills);

/** What the profile form holds: strings instead of nulls, the location as its name (resolved to location_id when saving). */
export interface ProfileValues {
  name: string;
  headline: string;
  summary: string;
  phone: string;
  location: string;
  links: { linkedin: string; github: string; website: string };
  skills: string[];
}

/** updateProfile's body as the form checks it (the photo is saved on its own), with the UI-only location name. */
const profileBody = z.extend(z.omit(zUpdateProfileBody, { profile_image_key: true }), {
  location: z.string(),
});
type ProfileBody = z.output<typeof profileBody>;

const LINKS = ['linkedin', 'github', 'website'] as const;
/** A link on the profile page: a web address with a domain, which the contract's `uri` does not say. */
const webLink = (link: (typeof LINKS)[number]) =>
  bodyRule<ProfileBody>(
    ['links', link],
    (body) => !body.links?.[link] || isWebAddress(body.links[link]),
    URL_INVALID,
  );

/**
 * The form's rules: the generated updateProfile body as it is (its limits are the contract's),
 * checked on what would be sent, plus what the contract cannot say: links with a domain and a
 * phone number that exists in its country. Words from lib/validation's map (`profileNames`).
 */
export const profileSchema = z.pipe(
  z.transform((values: ProfileValues): ProfileBody => ({
    ...valuesToUpdate(values, null),
    location: values.location.trim(),
  })),
  profileBody.check(
    bodyRule<ProfileBody>(
      ['phone'],
      // Async: the number rules load on the first check, not with the form (decision 013).
      async (body) => !body.phone || (await isValidPhoneNumberLater(body.phone)),
      PHONE_INVALID,
    ),
    ...LINKS.map(webLink),
  ),
);

/** How the profile form names its fields in messages ("Enter your full name"). */
export const profileNames = fieldNames({
  name: 'your full name',
  headline: 'the headline',
  summary: 'the summary',
  phone: phoneFieldName,
  'links.linkedin': 'your LinkedIn address',
  'links.github': 'your GitHub address',
  'links.website': 'your website address',
  location: { choose: 'a location from the suggestions' },
  location_id: { choose: 'a location from the suggestions' },
  skills: { choose: 'skills' },
  'skills.*': 'a skill',
});

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

const FIELD_NAMES: readonly FieldName[] = [
  'name',
  'headline',
  'summary',
  'phone',
  'location',
  'skills',
  'links.linkedin',
  'links.github',
  'links.website',
];
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
  const form = useForm<ProfileValues, unknown, ProfileBody>({
    resolver: zodResolver(profileSchema, profileNames),
    defaultValues: profileToValues(profile),
    mode: 'onTouched',
  });
  const { control } = form;
  const { isSubmitting, isDirty } = form.formState;
  useLeaveGuard(isDirty && !isSubmitting, 'your changes to your profile');
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);

  // What the rules passed: the body as it is sent, with the location's name still to resolve.
  const onSubmit = form.handleSubmit(async ({ location, ...body }) => {
    setFormError(null);
    let locationId: string | null = null;
    if (location) {
      const unchanged = profile.location && location === profile.location.name;
      // The suggestions' answer for this text, from the cache when they asked already.
      const resolved = unchanged ? profile.location : await findLocation(queryClient, location);
      if (!resolved) {
        form.setError(
          'location',
          { type: 'unknown', message: LOCATION_UNKNOWN },
          { shouldFocus: true },
        );
        return;
      }
      locationId = resolved.id;
    }
    try {
      // Awaited: the form stays submitting until the server answers (decision 009).
      const saved = await update.mutateAsync({ body: { ...body, location_id: locationId } });
      form.reset(profileToValues(saved));
      void notify('Profile saved', { severity: 'success' });
    } catch (error) {
      if (isProblem(error) && error.errors) {
        const { other } = applyFieldErrors(error, FIELD_NAMES, form.setError, FIELD_ALIASES);
        if (other.length) setFormError(other.join(' '));
        return;
      }
      setFormError(
        `We couldn't save your profile. ${failureMessage(error)} Your changes are still here.`,
      );
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="profile-details-heading"
    >
      <FormFailure title="Your profile was not saved." message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormControlField control={control} name="name" label="Full name" required>
          {(field, props) => <Input autoComplete="name" {...props} {...field} />}
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
        {(field, props) => <Input {...props} {...field} />}
      </FormControlField>
      <FormControlField control={control} name="summary" label="Summary">
        {(field, props) => <Textarea rows={5} {...props} {...field} />}
      </FormControlField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LazyPhoneField
          control={control}
          name="phone"
          label="Phone"
          preferredCountries={PHONE_COUNTRIES}
          defaultCountry="DE"
        />
        <FormControlField
          control={control}
          name="location"
          label="Location"
          description="Start typing a city or country."
        >
          {(field, props) => (
            <LocationCombobox {...props} {...field} inputClassName={inputClassNames} />
          )}
        </FormControlField>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Links</legend>
        {LINK_FIELDS.map((link) => (
          <FormControlField key={link.name} control={control} name={link.name} label={link.label}>
            {(field, props) => (
              <Input
                type="url"
                inputMode="url"
                placeholder={link.placeholder}
                {...props}
                {...field}
              />
            )}
          </FormControlField>
        ))}
      </fieldset>
      <FormControlField control={control} name="skills" label="Skills" description={SKILLS_HINT}>
        {(field, props) => (
          <SkillsInput
            {...props}
            {...field}
            schema={zUpdateProfileBody.shape.skills}
            listLabel="Your skills"
          />
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
