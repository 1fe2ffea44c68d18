import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import Bell from 'lucide-react/icons/bell';
import { Link } from 'react-router';
import type { JobAlert, JobAlertFrequency, JobAlertUpdate } from '@generated/types.gen';
import { EmptyState } from '@/components/empty-state';
import { SubmitButton } from '@/components/form-actions';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { SettingsSection } from '@/components/settings-section';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormControlField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { confirm } from '@/lib/dialogs';
import { failureMessage } from '@/lib/error-message';
import { saveErrorMessage } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { zodResolver } from '@/lib/validation';
import { renameAlertNames, renameAlertSchema } from './alert-schemas';
import { jobAlertsOptions, useDeleteJobAlert, useUpdateJobAlert } from './api';
import { FREQUENCY_LABELS } from './labels';
import { searchHref, searchSummary } from './search';

/**
 * Settings → Notifications: the candidate's job alerts, each renamed, rescheduled, paused or
 * resumed, deleted (after a confirm) or opened as its search. `masterOff`: the `job_alerts`
 * switch is off, so none of them emails (the contract's master switch), and the list says so.
 */
export function JobAlertsSection({ masterOff }: { masterOff: boolean }) {
  const alerts = useQuery(jobAlertsOptions());
  return (
    <SettingsSection
      title="Job alerts"
      description="Searches we email you new jobs for. Each one can be paused, renamed or deleted."
    >
      {masterOff && (
        <Alert>
          <AlertDescription>
            Job alerts are turned off above, so none of these alerts sends you emails. Turn on “Job
            alerts” to get them again.
          </AlertDescription>
        </Alert>
      )}
      {alerts.isPending ? (
        <div role="status" className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          <span className="sr-only">Loading your job alerts…</span>
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-4 w-64" />
        </div>
      ) : alerts.isError ? (
        <QueryErrorAlert
          title="We couldn't load your job alerts."
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
        />
      ) : alerts.data.results.length === 0 ? (
        <EmptyState
          icon={Bell}
          headingLevel={3}
          title="No job alerts yet"
          text="Search for jobs, then choose “Create alert” next to the results: we'll email you new jobs that match."
          action={
            <Link className={buttonVariants({ variant: 'outline' })} to={paths.jobs()}>
              Search jobs
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border bg-card">
          {alerts.data.results.map((alert) => (
            <AlertRow key={alert.id} alert={alert} masterOff={masterOff} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function AlertRow({ alert, masterOff }: { alert: JobAlert; masterOff: boolean }) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const change = (body: JobAlertUpdate, done: string) =>
    update.mutate(
      { path: { alertId: alert.id }, body },
      {
        onSuccess: () => void notify(done, { severity: 'success' }),
        onError: (error) =>
          void notify(`We couldn't change “${alert.name}”`, {
            severity: 'error',
            detail: failureMessage(error),
          }),
      },
    );
  const onDelete = async () => {
    const yes = await confirm({
      title: `Delete the alert “${alert.name}”?`,
      description: 'You will get no more emails for this search. This cannot be undone.',
      confirmLabel: 'Delete alert',
      destructive: true,
      // A refusal is said in the dialog that asked (decision 012 rule 4).
      action: () => remove.mutateAsync({ path: { alertId: alert.id } }),
      refusal: (error) => ({
        title: `“${alert.name}” was not deleted`,
        text: failureMessage(error),
      }),
    });
    if (yes) void notify(`Alert “${alert.name}” deleted`, { severity: 'success' });
  };
  const status = alert.paused ? 'Off' : masterOff ? 'On, but job alerts are off' : 'On';

  return (
    <li className="flex flex-col gap-3 p-4" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={`${id}-name`} className="text-sm font-semibold break-words">
            {alert.name}
          </h3>
          <p className="text-sm text-muted-foreground">{searchSummary(alert.search).join(' · ')}</p>
        </div>
        <div className="flex items-center gap-2">
          <span id={`${id}-status`} className="text-sm text-muted-foreground">
            {status}
          </span>
          <Switch
            checked={!alert.paused}
            aria-labelledby={`${id}-name`}
            aria-describedby={`${id}-status`}
            disabled={update.isPending}
            onCheckedChange={(on) =>
              change({ paused: !on }, on ? `“${alert.name}” is on` : `“${alert.name}” is paused`)
            }
          />
        </div>
      </div>
      {renaming ? (
        <RenameForm alert={alert} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <OptionSelect
            size="sm"
            aria-label={`How often “${alert.name}” emails`}
            className="w-28"
            value={alert.frequency}
            onValueChange={(frequency) =>
              change(
                { frequency },
                `“${alert.name}” now emails ${FREQUENCY_LABELS[frequency].toLowerCase()}`,
              )
            }
            options={(Object.keys(FREQUENCY_LABELS) as JobAlertFrequency[]).map((value) => ({
              value,
              label: FREQUENCY_LABELS[value],
            }))}
          />
          <Link
            className={buttonVariants({ variant: 'link', size: 'sm' })}
            to={searchHref(alert.search)}
          >
            Open search
          </Link>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
            Rename<span className="sr-only"> “{alert.name}”</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void onDelete()}>
            Delete<span className="sr-only"> “{alert.name}”</span>
          </Button>
        </div>
      )}
    </li>
  );
}

function RenameForm({ alert, onDone }: { alert: JobAlert; onDone: () => void }) {
  const form = useForm<{ name: string }, unknown, JobAlertUpdate>({
    resolver: zodResolver(renameAlertSchema, renameAlertNames),
    defaultValues: { name: alert.name },
  });
  const update = useUpdateJobAlert();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ path: { alertId: alert.id }, body });
      void notify(`Alert renamed to “${saved.name}”`, { severity: 'success' });
      onDone();
    } catch (error) {
      setFailure(
        saveErrorMessage(error, ['name'] as const, form.setError, {
          failed: "We couldn't rename the alert.",
        }),
      );
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone();
      }}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <FormControlField control={form.control} name="name" label="New name" className="flex-1">
        {(field, control) => <Input autoFocus autoComplete="off" {...control} {...field} />}
      </FormControlField>
      <div className="flex gap-2">
        <SubmitButton size="default" pending={form.formState.isSubmitting}>
          Save name
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </form>
  );
}
