import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import type { Employer, EmployerInput } from '@generated/types.gen';
import { zCompanySize, zEmployerInput } from '@generated/zod.gen';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { DEFAULT_PHONE_MESSAGES } from '@/components/phone-input/constants';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { RichTextEditor } from '@/components/rich-text-editor';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, formFieldLabelId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/error-message';
import { useUpload } from '@/hooks/use-upload';
import { applyFieldErrors, problemCode, problemMessage } from '@/lib/problem';
import { richTextToPlain, sanitizeRichText } from '@/lib/rich-text';
import { say } from '@/lib/validation';
import { LogoUpload } from './logo-upload';

export const COMPANY_SIZES = zCompanySize.options;
const NO_SIZE = 'unspecified';

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The company body (generated zEmployerInput) as the form holds it: '' for "not given". */
export const companyFormSchema = z.extend(zEmployerInput, {
  name: z.string().check(z.trim(), z.minLength(1, say.enter('the company name')), z.maxLength(200, say.atMost(200, 'the company name'))),
  website: z.string().check(
    z.trim(),
    z.maxLength(500, say.atMost(500, 'the web address')),
    z.refine((v) => v === '' || isWebAddress(v), say.webAddress()),
  ),
  industry: z.string().check(z.trim(), z.maxLength(100, say.atMost(100, 'the industry'))),
  size: z.string(),
  headquarters_id: z.nullable(z.string()),
  description: z.string().check(z.maxLength(20_000, 'Shorten the description a little')),
  phone: z.string(),
  /** undefined keeps the current logo, null removes it, a key sets the uploaded one. */
  logo_key: z.optional(z.nullable(z.string())),
});

export type CompanyFormValues = z.input<typeof companyFormSchema>;

const FIELDS = ['name', 'website', 'industry', 'size', 'headquarters_id', 'description', 'phone', 'logo_key'] as const;

export function employerToFormValues(employer?: Employer | null): CompanyFormValues {
  return {
    name: employer?.name ?? '',
    website: employer?.website ?? '',
    industry: employer?.industry ?? '',
    size: employer?.size ?? '',
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
  const description = richTextToPlain(values.description) ? sanitizeRichText(values.description) : null;
  const input: EmployerInput = {
    name: values.name.trim(),
    website: values.website.trim() || null,
    description,
    industry: values.industry.trim() || null,
    size: (COMPANY_SIZES as readonly string[]).includes(values.size) ? (values.size as EmployerInput['size']) : null,
    headquarters_id: values.headquarters_id,
    phone: values.phone || null,
  };
  if (values.logo_key !== undefined) input.logo_key = values.logo_key;
  if (socialLinks) input.social_links = socialLinks;
  return input;
}

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
  const [phoneValidity, setPhoneValidity] = useState({ valid: true, message: '' });
  const form = useForm<CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: employerToFormValues(employer),
  });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  const submit = async (values: CompanyFormValues) => {
    setFormError(null);
    if (!phoneValidity.valid) {
      form.setError('phone', { type: 'phone', message: phoneValidity.message }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(
        formValuesToEmployerInput(values, { socialLinks: employer?.social_links }),
      );
    } catch (error) {
      if (problemCode(error, 409)) {
        form.setError('name', { type: 'server', message: problemMessage(error, 'A company with this name already exists.') }, { shouldFocus: true });
        return;
      }
      const { placed, other } = applyFieldErrors(error, FIELDS, form.setError);
      if (placed.length === 0 || other.length > 0) {
        setFormError(other.join(' ') || problemMessage(error, `We couldn't save the company. ${failureMessage(error)}`));
      }
    }
  };

  return (
    <form id={formId} noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)} className="flex flex-col gap-5">
      {formError && (
        <Alert variant="destructive">
          <AlertTitle>The company was not saved.</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <FormField label="Company name" required error={errors.name?.message}>
        <Input autoComplete="organization" maxLength={200} {...form.register('name')} />
      </FormField>
      <Controller
        control={form.control}
        name="logo_key"
        render={({ field }) => (
          <LogoUpload
            currentUrl={employer?.logo_url ?? null}
            value={field.value}
            onChange={(key) => field.onChange(key)}
            upload={logoUpload}
            companyName={name}
            error={errors.logo_key?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Website" error={errors.website?.message}>
          <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" {...form.register('website')} />
        </FormField>
        <FormField label="Industry" error={errors.industry?.message}>
          <Input placeholder="e.g. Software & Data" maxLength={100} {...form.register('industry')} />
        </FormField>
        <Controller
          control={form.control}
          name="size"
          render={({ field }) => (
            <FormField label="Company size" error={errors.size?.message}>
              {(control) => (
                <Select value={field.value || NO_SIZE} onValueChange={(v) => field.onChange(v === NO_SIZE ? '' : v)}>
                  <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_SIZE}>Not specified</SelectItem>
                    {COMPANY_SIZES.map((size) => (
                      <SelectItem key={size} value={size}>
                        {size} people
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="headquarters_id"
          render={({ field }) => (
            <FormField label="Headquarters" error={errors.headquarters_id?.message}>
              {(control) => (
                <LocationPicker
                  {...control}
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
            </FormField>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <FormField label="Phone" error={errors.phone?.message} description="Optional. Shown on the company page." className="sm:max-w-sm">
            {(control) => (
              <PhoneInput
                {...control}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                showMessage={false}
                autoComplete="tel"
                preferredCountries={['DE', 'GB', 'US', 'FR', 'ES', 'PT', 'NL']}
                onValidityChange={(valid, parsed) => {
                  const message = valid ? '' : DEFAULT_PHONE_MESSAGES[parsed.error ?? 'INVALID'];
                  setPhoneValidity((prev) => (prev.valid === valid && prev.message === message ? prev : { valid, message }));
                }}
              />
            )}
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormField label="About the company" error={errors.description?.message} description="What you do, how you work, what you offer.">
            {(control) => (
              <RichTextEditor
                {...control}
                aria-labelledby={formFieldLabelId(control.id)}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                rows={8}
              />
            )}
          </FormField>
        )}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={isSubmitting || uploading}>
          {(isSubmitting || uploading) && <Spinner label={uploading ? 'Uploading' : 'Saving'} tone="inherit" />}
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
