import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { selfIdentification } from '@generated/rules.gen';
import type { SelfIdentificationForm } from '@generated/types.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SettingsSection } from '@/components/settings-section';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { selfIdentificationSettingsOptions, useUpdateSelfIdentificationSettings } from './api';

/** Every form, in the contract's order (`x-self-identification`). */
const FORMS = Object.keys(selfIdentification.forms) as SelfIdentificationForm[];

/** What each form asks, under its title. */
const ASKS: Record<SelfIdentificationForm, string> = {
  eeo: 'Race/ethnicity and sex (EEO-1 categories).',
  veteran: 'Protected veteran status (VEVRAA).',
  disability: 'Disability status (Section 503, form CC-305).',
};

export interface SelfIdentificationSettingsProps {
  employerId: string;
}

/**
 * The company's choice of voluntary self-identification forms (owners and admins: the route shows
 * it to them only; the server answers 403 to others). None is offered until one is chosen.
 */
export function SelfIdentificationSettings({ employerId }: SelfIdentificationSettingsProps) {
  const settings = useQuery(selfIdentificationSettingsOptions(employerId));
  return (
    <SettingsSection
      title="Voluntary self-identification"
      description="Candidates in the US can be invited, after they apply, to answer these optional forms. Answers are kept apart from applications, never shown with a candidate, and reported to owners only in aggregate."
    >
      {(headingId) =>
        settings.isPending ? (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">Loading the forms…</span>
            <Skeleton className="h-24 max-w-md" aria-hidden="true" />
          </div>
        ) : settings.isError ? (
          <QueryErrorAlert
            title="We couldn't load the self-identification forms."
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <FormsChoice
            employerId={employerId}
            initial={settings.data.forms}
            headingId={headingId}
          />
        )
      }
    </SettingsSection>
  );
}

function FormsChoice({
  employerId,
  initial,
  headingId,
}: {
  employerId: string;
  initial: SelfIdentificationForm[];
  headingId: string;
}) {
  const [chosen, setChosen] = useState<SelfIdentificationForm[]>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateSelfIdentificationSettings(employerId);
  const baseId = useId();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await update.mutateAsync({ path: { employerId }, body: { forms: chosen } });
      void notify('Self-identification forms saved', { severity: 'success' });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      aria-labelledby={headingId}
      className="flex max-w-md flex-col gap-4"
    >
      <FormFailure message={failure} title="We couldn't save the forms." />
      <ul className="flex flex-col divide-y rounded-xl border bg-card">
        {FORMS.map((form) => {
          const id = `${baseId}-${form}`;
          return (
            <li key={form} className="flex items-start gap-3 p-4">
              <Checkbox
                id={id}
                checked={chosen.includes(form)}
                aria-describedby={`${id}-asks`}
                onCheckedChange={(on) =>
                  setChosen((current) =>
                    FORMS.filter((f) => (f === form ? on === true : current.includes(f))),
                  )
                }
              />
              <div className="flex flex-col gap-0.5">
                <label htmlFor={id} className="text-sm font-medium">
                  {selfIdentification.forms[form].title}
                </label>
                <p id={`${id}-asks`} className="text-sm text-muted-foreground">
                  {ASKS[form]}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <SubmitButton pending={update.isPending} size="default">
          Save forms
        </SubmitButton>
      </div>
    </form>
  );
}
