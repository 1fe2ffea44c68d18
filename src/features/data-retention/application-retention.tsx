import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { JobApplication, RetentionHoldInput } from '@generated/types.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { FormControlField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/format/date';
import { problemMessage, saveErrorMessage } from '@/lib/problem';
import { zodResolver } from '@/lib/validation';
import { useClearRetentionHold, useSetRetentionHold } from './api';
import { holdNames, holdSchema } from './retention-schemas';

export interface ApplicationRetentionProps {
  employerId: string;
  jobId: string;
  application: JobApplication;
  /** Owners and admins hold and release (`manageJobs`); members only read the hold. */
  canHold: boolean;
}

/**
 * One application's retention (docs/product.md §4, Data retention): "Anonymised on <date>" once the
 * sweep took it; else its hold, which owners and admins set (with an optional reason) and release.
 */
export function ApplicationRetention({
  employerId,
  jobId,
  application,
  canHold,
}: ApplicationRetentionProps) {
  const [holding, setHolding] = useState(false);
  if (application.anonymised_at)
    return (
      <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
        Anonymised on{' '}
        <time dateTime={application.anonymised_at}>{formatDate(application.anonymised_at)}</time>.
        The candidate&apos;s personal data was removed at the end of the retention period.
      </p>
    );
  const hold = application.retention_hold;
  if (hold)
    return (
      <HeldNote
        employerId={employerId}
        jobId={jobId}
        application={application}
        canHold={canHold}
        reason={hold.reason}
        heldAt={hold.held_at}
      />
    );
  if (!canHold) return null;
  return holding ? (
    <HoldForm
      employerId={employerId}
      jobId={jobId}
      application={application}
      onDone={() => setHolding(false)}
    />
  ) : (
    <div>
      <Button variant="outline" size="sm" onClick={() => setHolding(true)}>
        Hold from anonymisation
      </Button>
    </div>
  );
}

function HeldNote({
  employerId,
  jobId,
  application,
  canHold,
  reason,
  heldAt,
}: Omit<ApplicationRetentionProps, 'canHold'> & {
  canHold: boolean;
  reason: string | null;
  heldAt: string;
}) {
  const clear = useClearRetentionHold(employerId, jobId);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700 dark:bg-amber-950/40">
      <p>
        <strong>On hold</strong> since <time dateTime={heldAt}>{formatDate(heldAt)}</time>: this
        application is not anonymised while the hold stands.
        {reason && <span className="block">Reason: {reason}</span>}
      </p>
      {clear.isError && (
        <FormFailure message={problemMessage(clear.error, "We couldn't release the hold.")} />
      )}
      {canHold && (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={clear.isPending}
            aria-busy={clear.isPending || undefined}
            onClick={() =>
              clear.mutate({ path: { employerId, jobId, applicationId: application.id } })
            }
          >
            Release hold
          </Button>
        </div>
      )}
    </div>
  );
}

const FIELDS = ['reason'] as const;

function HoldForm({
  employerId,
  jobId,
  application,
  onDone,
}: Omit<ApplicationRetentionProps, 'canHold'> & { onDone: () => void }) {
  const form = useForm<RetentionHoldInput>({
    resolver: zodResolver(holdSchema, holdNames),
    defaultValues: { reason: '' },
  });
  const set = useSetRetentionHold(employerId, jobId);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await set.mutateAsync({
        path: { employerId, jobId, applicationId: application.id },
        body: { reason: reason?.trim() || null },
      });
      onDone();
    } catch (error) {
      setFormError(
        saveErrorMessage(error, FIELDS, form.setError, { failed: "We couldn't hold it." }),
      );
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={`Hold the application from ${application.applicant_name}`}
      className="flex flex-col gap-2 rounded-md border px-3 py-2"
    >
      <FormFailure message={formError} />
      <FormControlField
        control={form.control}
        name="reason"
        label="Reason (optional)"
        description="A held application is never anonymised, whatever the retention period."
      >
        {(field, props) => (
          <Input {...props} {...field} value={field.value ?? ''} maxLength={200} autoFocus />
        )}
      </FormControlField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={form.formState.isSubmitting} size="sm">
          Hold
        </SubmitButton>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
