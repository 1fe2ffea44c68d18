import * as React from 'react';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { FormFooter } from '@/components/form-footer';

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

export interface SettingsFormProps extends Omit<SettingsSectionProps, 'children'> {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The form's own error (none of its fields'), shown above the fields. */
  formError?: string | null;
  submitLabel: React.ReactNode;
  /** The form is being sent. */
  pending: boolean;
  /** The fields. */
  children: React.ReactNode;
}

/** A settings block that is one form: its heading names the form, its error on top, one submit button. */
export function SettingsForm({
  title,
  description,
  onSubmit,
  formError,
  submitLabel,
  pending,
  children,
}: SettingsFormProps) {
  return (
    <SettingsSection title={title} description={description}>
      {(headingId) => (
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex max-w-md flex-col gap-4"
          aria-labelledby={headingId}
        >
          <FormFailure message={formError} />
          {children}
          <FormFooter align="start">
            <SubmitButton pending={pending} size="default">
              {submitLabel}
            </SubmitButton>
          </FormFooter>
        </form>
      )}
    </SettingsSection>
  );
}
