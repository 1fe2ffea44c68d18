import * as React from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { FormFooter } from '@/components/form-footer';
import { saveErrorMessage } from '@/lib/problem';

export interface SettingsSectionProps {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** The section's content; a function receives the heading's id (a form inside is named by it). */
  children: React.ReactNode | ((headingId: string) => React.ReactNode);
}

/** One block of a settings page: a heading, a line under it, and what it sets. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {typeof children === 'function' ? children(headingId) : children}
    </section>
  );
}

export interface SettingsFormProps<T extends FieldValues, Out> extends Omit<
  SettingsSectionProps,
  'children'
> {
  form: UseFormReturn<T, unknown, Out>;
  /** The form's fields: a server error about one of them is shown under it. */
  fields: readonly FieldPath<T>[];
  /** What the alert above the fields says first when a save fails for no field's reason. */
  failed: string;
  /** Sends what the rules checked; a throw is the server's refusal. */
  onSave: (values: Out) => Promise<void>;
  submitLabel: React.ReactNode;
  /** The fields. */
  children: React.ReactNode;
}

/**
 * A settings block that is one form: its heading names the form, one submit button; a failed
 * save puts the server's field errors under their fields and the rest on top, keeping what was
 * typed.
 */
export function SettingsForm<T extends FieldValues, Out>({
  title,
  description,
  form,
  fields,
  failed,
  onSave,
  submitLabel,
  children,
}: SettingsFormProps<T, Out>) {
  const [formError, setFormError] = React.useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      setFormError(saveErrorMessage(error, fields, form.setError, { failed }));
    }
  });
  return (
    <SettingsSection title={title} description={description}>
      {(headingId) => (
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          className="flex max-w-md flex-col gap-4"
          aria-labelledby={headingId}
        >
          <FormFailure message={formError} />
          {children}
          <FormFooter align="start">
            <SubmitButton pending={form.formState.isSubmitting} size="default">
              {submitLabel}
            </SubmitButton>
          </FormFooter>
        </form>
      )}
    </SettingsSection>
  );
}
