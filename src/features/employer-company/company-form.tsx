import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { Employer, EmployerInput } from '@generated/types.gen';
import { zCompanySize, zEmployerInput } from '@generated/zod.gen';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { PhoneField } from '@/components/phone-input/phone-field';
import { usePhoneValidity } from '@/components/phone-input/use-phone-validity';
import { RichTextField } from '@/components/rich-text-editor/rich-text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormControlField, FormSelectField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useUpload } from '@/hooks/use-upload';
import { saveErrorMessage } from '@/lib/problem';
import { richTextToPlain, sanitizeRichText } from '@/lib/rich-text';
import {
  bodyRule,
  fieldNames,
  isWebAddress,
  phoneFieldName,
  say,
  zodResolver,
} from '@/lib/validation';
import { LogoUpload } from './logo-upload';

const COMPANY_SIZES = zCompanySize.options;
/** The size select's "Not specified" (a Select item cannot have an empty value); sent as null. */
const NO_SIZE = 'unspecified';
const SIZE_OPTIONS = [
  { value: NO_SIZE, label: 'Not specified' },
  ...COMPANY_SIZES.map((size) => ({ value: size, label: `${size} people` })),
];

/** The company as the form holds it: '' (or "Not specified") for "not given", which is sent as null. */
export interface CompanyFormValues {
  name: string;
  website: string;
  industry: string;
  size: string;
  headquarters_id: string | null;
  description: string;
  phone: string;
  /** undefined keeps the current logo, null removes it, a key sets the uploaded one. */
  logo_key?: string | null;
}

const FIELDS = [
  'name',
  'website',
  'industry',
  'size',
  'headquarters_id',
  'description',
  'phone',
  'logo_key',
] as const;
/** A failed save: a 409 is said under the company name, the rest where it belongs. */
const COMPANY_SAVE = {
  failed: "We couldn't save the company.",
  conflict: { field: 'name', message: 'A company with this name already exists.' },
} as const;

export function employerToFormValues(employer?: Employer | null): CompanyFormValues {
  return {
    name: employer?.name ?? '',
    website: employer?.website ?? '',
    industry: employer?.industry ?? '',
    size: employer?.size ?? NO_SIZE,
    headquarters_id: employer?.headquarters?.id ?? null,
    description: employer?.description ?? '',
    phone: employer?.phone ?? '',
    logo_key: undefined,
  };
}

/** What is sent (createEmployer / updateEmployer): empty fields as null, description sanitised. */
export function formValuesToEmployerInput(
  values: CompanyFormValues,
  { socialLinks }: { socialLinks?: Employer['social_links'] } = {},
): EmployerInput {
  const description = richTextToPlain(values.description)
    ? sanitizeRichText(values.description)
    : null;
  const input: EmployerInput = {
    name: values.name.trim(),
    website: values.website.trim() || null,
    description,
    industry: values.industry.trim() || null,
    size: (COMPANY_SIZES as readonly string[]).includes(values.size)
      ? (values.size as EmployerInput['size'])
      : null,
    headquarters_id: values.headquarters_id,
    phone: values.phone || null,
  };
  if (values.logo_key !== undefined) input.logo_key = values.logo_key;
  if (socialLinks) input.social_links = socialLinks;
  return input;
}

/**
 * The form's rules: the generated zEmployerInput as it is, checked on the body the form would
 * send, plus what the contract's `uri` lets through and a link on the company page must not be
 * (only http(s) addresses with a domain). Words from lib/validation's error map.
 */
export const companyFormSchema = z.pipe(
  z.transform((values: CompanyFormValues) => formValuesToEmployerInput(values)),
  zEmployerInput.check(
    bodyRule<EmployerInput>(
      ['website'],
      (body) => !body.website || isWebAddress(body.website),
      say.webAddress(),
    ),
  ),
);

/** How the company form names its fields in messages ("Enter the company name"). */
export const companyFormNames = fieldNames({
  name: 'the company name',
  website: 'a web address',
  industry: 'the industry',
  description: 'the description',
  phone: phoneFieldName,
  size: { choose: 'a company size' },
  headquarters_id: { choose: 'the headquarters' },
  logo_key: { choose: 'another logo' },
  'social_links.linkedin': 'the LinkedIn address',
  'social_links.x': 'the X address',
  'social_links.facebook': 'the Facebook address',
  'social_links.instagram': 'the Instagram address',
  'social_links.github': 'the GitHub address',
});

export interface CompanyFormProps {
  /** The company being edited; omitted when creating one. */
  employer?: Employer;
  submitLabel: string;
  /** Sends the body; rejects with the problem on failure. */
  onSubmit: (body: EmployerInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** The company's details: onboarding creates a company with it, the company page edits one. */
export function CompanyForm({ employer, submitLabel, onSubmit, onCancel }: CompanyFormProps) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const logoUpload = useUpload('company_logo');
  const uploading = logoUpload.state === 'uploading';
  const phoneValidity = usePhoneValidity();
  const form = useForm<CompanyFormValues, unknown, EmployerInput>({
    resolver: zodResolver(companyFormSchema, companyFormNames),
    defaultValues: employerToFormValues(employer),
  });
  const { control } = form;
  const { isSubmitting, isDirty } = form.formState;
  useLeaveGuard(isDirty && !isSubmitting, 'your changes to the company');
  const name = useWatch({ control, name: 'name' });
  // The logo is not a labelled control of its own: LogoUpload shows its label, hint and error.
  const logo = useController({ control, name: 'logo_key' });

  // `body` is what the rules checked: the values as the contract's EmployerInput.
  const submit = async (body: EmployerInput) => {
    setFormError(null);
    if (!phoneValidity.passes(form.setError)) return;
    try {
      await onSubmit(
        employer?.social_links ? { ...body, social_links: employer.social_links } : body,
      );
      form.reset(form.getValues()); // saved: nothing left to lose
    } catch (error) {
      setFormError(saveErrorMessage(error, FIELDS, form.setError, COMPANY_SAVE));
    }
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
      className="flex flex-col gap-5"
    >
      {formError && (
        <Alert variant="destructive">
          <AlertTitle>The company was not saved.</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <FormControlField control={control} name="name" label="Company name" required>
        {(field, props) => <Input {...props} {...field} autoComplete="organization" />}
      </FormControlField>
      <LogoUpload
        currentUrl={employer?.logo_url ?? null}
        value={logo.field.value}
        onChange={logo.field.onChange}
        upload={logoUpload}
        companyName={name}
        error={logo.fieldState.error?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormControlField control={control} name="website" label="Website">
          {(field, props) => (
            <Input
              {...props}
              {...field}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
            />
          )}
        </FormControlField>
        <FormControlField control={control} name="industry" label="Industry">
          {(field, props) => <Input {...props} {...field} placeholder="e.g. Software & Data" />}
        </FormControlField>
        <FormSelectField
          control={control}
          name="size"
          label="Company size"
          options={SIZE_OPTIONS}
        />
        <FormControlField control={control} name="headquarters_id" label="Headquarters">
          {(field, props) => (
            <LocationPicker
              {...props}
              ref={field.ref}
              multiple={false}
              noun="headquarters"
              placeholder="Search a city"
              value={field.value ? [field.value] : []}
              onChange={(ids) => field.onChange(ids[0] ?? null)}
              onBlur={field.onBlur}
              knownLocations={employer?.headquarters ? [employer.headquarters] : []}
            />
          )}
        </FormControlField>
      </div>
      <PhoneField
        control={control}
        name="phone"
        label="Phone"
        description="Optional. Shown on the company page."
        className="sm:max-w-sm"
        preferredCountries={['DE', 'GB', 'US', 'FR', 'ES', 'PT', 'NL']}
        onValidityChange={phoneValidity.onValidityChange}
      />
      <RichTextField
        control={control}
        name="description"
        label="About the company"
        description="What you do, how you work, what you offer."
        rows={8}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={isSubmitting || uploading}>
          {(isSubmitting || uploading) && (
            <Spinner label={uploading ? 'Uploading' : 'Saving'} tone="inherit" />
          )}
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
