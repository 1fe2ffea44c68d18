import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { operationLimits } from '@generated/rules.gen';
import type { JobAlertCreate, JobAlertFrequency } from '@generated/types.gen';
import { FormFailure, SubmitButton } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormControlField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { paths } from '@/config/paths';
import { useCancel, useLeaveGuard } from '@/hooks/use-leave-guard';
import { forgetIntent, takeIntent, usePendingIntent } from '@/lib/pending-intent';
import { problemCode, saveErrorMessage } from '@/lib/problem';
import { useSession } from '@/lib/session/session-store';
import { signInDialog, useSignInDialog } from '@/lib/sign-in-dialog';
import { notify } from '@/lib/toast';
import { zodResolver } from '@/lib/validation';
import { createAlertNames, createAlertSchema, type AlertValues } from './alert-schemas';
import { useCreateJobAlert } from './api';
import { FREQUENCY_LABELS } from './labels';
import { searchFromQuery, searchSummary, suggestedName } from './search';

const FIELDS = ['name', 'frequency'] as const;

/** How many alerts a candidate keeps, and the code of one more: the contract's `x-limit` of createJobAlert. */
const ALERTS_LIMIT = operationLimits.createJobAlert;

/** The search (its URL query) an alert is made of, and whether its dialog is open. */
interface AlertDialogProps {
  query: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const tellCandidatesOnly = () =>
  void notify('Job alerts need a candidate account', {
    severity: 'info',
    detail: 'Sign in with a candidate account to get new jobs for a search by email.',
  });

/**
 * What "Create alert" does for a signed-in visitor (loaded with the dialog): a candidate gets the
 * dialog; another account is told alerts are for candidates. A pending `alert` intent on this
 * search (recorded before sign-in) is taken once a candidate session exists and the sign-in
 * dialog has closed, and opens the dialog; one that meets another account is dropped, and said.
 */
export function CreateAlertHost({ query, open, onOpenChange }: AlertDialogProps) {
  const accessType = useSession((s) => s.user?.access_type);
  const waiting = usePendingIntent('alert', query);
  const { open: signingIn } = useSignInDialog();
  const continuing = waiting && accessType === 'candidate';
  const refused =
    (waiting && !signingIn) || open
      ? accessType !== undefined && accessType !== 'candidate'
      : false;
  const openWhenClosed = useEffectEvent(
    () => void signInDialog.closed().then(() => onOpenChange(true)),
  );
  const refuse = useEffectEvent(() => {
    forgetIntent();
    onOpenChange(false);
    tellCandidatesOnly();
  });
  useEffect(() => {
    if (continuing && takeIntent('alert', query)) openWhenClosed();
  }, [continuing, query]);
  useEffect(() => {
    if (refused) refuse();
  }, [refused]);
  if (accessType !== 'candidate' || !open) return null;
  return <CreateAlertDialog query={query} open={open} onOpenChange={onOpenChange} />;
}

/**
 * "Create alert" on /jobs: the current search (its URL query) saved with a name and how often to
 * email. The body is the generated createJobAlert schema as it is; the 409s are said in words (the
 * same search twice under the name, the limit of 20 above the buttons, with the way out).
 */
function CreateAlertDialog({ query, open, onOpenChange }: AlertDialogProps) {
  const search = searchFromQuery(query);
  const form = useForm<AlertValues, unknown, JobAlertCreate>({
    resolver: zodResolver(createAlertSchema, createAlertNames),
    defaultValues: { name: suggestedName(search), frequency: 'daily', search },
  });
  const { isSubmitting, isDirty } = form.formState;
  const [failure, setFailure] = useState<React.ReactNode>(null);
  const create = useCreateJobAlert();
  useLeaveGuard(open && isDirty && !isSubmitting, 'this job alert');
  const cancel = useCancel(() => onOpenChange(false));
  const frequency = useController({ control: form.control, name: 'frequency' });
  const frequencyId = useId();

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { alert, emails } = await create.mutateAsync({ body });
      onOpenChange(false);
      const when = FREQUENCY_LABELS[alert.frequency].toLowerCase();
      void notify(`Alert “${alert.name}” created`, {
        severity: emails === 'off' ? 'warn' : 'success',
        detail:
          emails === 'off'
            ? `Job alert emails are off, so it sends none yet: turn on “Job alerts” in Settings → Notifications.`
            : `We'll email you new jobs for this search ${when}.${emails === 'turned-on' ? ' Job alert emails are now on.' : ''} Manage your alerts in Settings → Notifications.`,
      });
    } catch (error) {
      if (problemCode(error, 409) === ALERTS_LIMIT.code) {
        setFailure(
          <>
            You have {ALERTS_LIMIT.max} job alerts, the most there can be. Delete one in{' '}
            <Link to={paths.settingsNotification()} className="font-medium underline">
              Settings → Notifications
            </Link>{' '}
            to create another.
          </>,
        );
        return;
      }
      setFailure(
        saveErrorMessage(error, FIELDS, form.setError, {
          failed: "We couldn't create the alert.",
          conflict: { field: 'name', message: 'You already have an alert for this search.' },
        }),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create a job alert</DialogTitle>
          <DialogDescription>
            We'll email you new jobs that match this search. You can change or turn off alerts in
            your notification settings.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <div className="rounded-md border bg-muted px-3 py-2 text-sm">
            <p className="font-medium">This search</p>
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
              {searchSummary(search).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <FormControlField control={form.control} name="name" label="Alert name" required>
            {(field, control) => <Input autoComplete="off" {...control} {...field} />}
          </FormControlField>
          <fieldset className="flex flex-col gap-2">
            <legend id={frequencyId} className="mb-2 text-sm font-medium">
              How often
            </legend>
            <RadioGroup
              aria-labelledby={frequencyId}
              value={frequency.field.value}
              onValueChange={(value) => frequency.field.onChange(value as JobAlertFrequency)}
            >
              {(Object.keys(FREQUENCY_LABELS) as JobAlertFrequency[]).map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem value={value} id={`${frequencyId}-${value}`} />
                  <Label htmlFor={`${frequencyId}-${value}`}>{FREQUENCY_LABELS[value]}</Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          <FormFailure message={failure} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={cancel}>
              Cancel
            </Button>
            <SubmitButton size="default" pending={isSubmitting}>
              Create alert
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
