import { useId, useLayoutEffect, useRef, type Ref } from 'react';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash';
import { jobStatusOpenUntil } from '@generated/rules.gen';
import type { JobStatus, Location } from '@generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StatusSelect } from '@/components/status-select';
import { confirm, type ConfirmRequest } from '@/lib/dialogs';
import { failureMessage, failureStatus } from '@/lib/error-message';
import { payLawBlock, payRefusalWords, type PayFacts } from '@/lib/pay-transparency';
import { problemCode } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeleteJob, useUpdateJobStatus } from './api';
import { JOB_STATUSES, jobStatusLabels } from './labels';

const statusBadgeClass: Record<JobStatus, string> = {
  draft: 'border-transparent bg-muted text-muted-foreground',
  published: 'border-transparent bg-emerald-100 text-emerald-900',
  closed: 'border-transparent bg-amber-100 text-amber-900',
  archived: 'text-muted-foreground',
};

export function JobStatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  return (
    <Badge variant="plain" className={cn(statusBadgeClass[status], className)}>
      {jobStatusLabels[status]}
    </Badge>
  );
}

/** Why a status change failed, for its toast, in our words (never the server's text). */
export function jobStatusRefusal(error: unknown, to: JobStatus): string {
  // A pay-transparency law's refusal: the contract's words, naming the jurisdiction and its law.
  const lawWords = payRefusalWords(error);
  if (lawWords) return lawWords;
  const status = failureStatus(error);
  if (status === 400) {
    // The contract's one reason to refuse: publishing a job whose closing date has passed.
    return to === 'published'
      ? "A job past its closing date can't be published. Change the closing date first."
      : `This job can't be moved to ${jobStatusLabels[to]} right now.`;
  }
  if (status === 403) return "Only owners and admins can change a job's status.";
  return failureMessage(error);
}

/** Why a deletion failed, for its toast, in our words. */
export function jobDeleteRefusal(error: unknown): string {
  if (problemCode(error, 409)) return 'Close or archive it instead.';
  if (failureStatus(error) === 403) return 'Only owners and admins can delete jobs.';
  return failureMessage(error);
}

interface JobRef extends Partial<PayFacts> {
  id: string;
  title: string;
  status: JobStatus;
  valid_through?: string | null;
  locations?: readonly Pick<Location, 'country_code' | 'region' | 'city'>[];
}

/** Why a pay law refuses publishing `job` (lib/pay-transparency), or null; a published job or a view without locations or salary: null. */
const jobPayBlock = ({ locations, salary, ...job }: JobRef) =>
  job.status === 'published' || !locations || salary === undefined
    ? null
    : payLawBlock({ ...job, locations, salary });

/** The date a job moves to a status only before: JobStatus's `x-open-until` (published: valid_through). */
const OPEN_UNTIL: Partial<Record<JobStatus, 'valid_through'>> = jobStatusOpenUntil;

/**
 * Why the server would refuse moving `job` to `to`, or null when it would not (decision 012
 * rule 4: such an option is shown disabled with this reason). The contract's one refusal of a job
 * status move (`x-open-until`): publishing a job whose closing date (valid_through) has passed.
 */
export function jobStatusBlock(job: JobRef, to: JobStatus, now: Date = new Date()): string | null {
  const field = OPEN_UNTIL[to];
  const until = field && job.status !== to ? job[field] : null;
  return until && new Date(until).getTime() <= now.getTime() ? 'closing date has passed' : null;
}

/**
 * The confirmation a status move needs (decision 012 rule 4), or null for a harmless move (an
 * archived or closed job back to Draft). Names the job, says what others will see, and the primary
 * button names the action.
 */
export function jobStatusConfirm(job: JobRef, to: JobStatus): ConfirmRequest | null {
  const name = `“${job.title}”`;
  switch (to) {
    case 'published':
      return job.status === 'draft'
        ? {
            title: 'Publish this job?',
            description: `${name} goes live on the job board: anyone can see it and candidates can apply.`,
            confirmLabel: 'Publish job',
          }
        : {
            title: 'Publish this job again?',
            description: `${name} goes back on the job board: anyone can see it and candidates can apply again.`,
            confirmLabel: 'Publish job',
          };
    case 'closed':
      return {
        title: 'Close this job?',
        description: `${name} leaves the job board and takes no more applications. Its applications stay here.`,
        confirmLabel: 'Close job',
        destructive: true,
      };
    case 'archived':
      return {
        title: 'Archive this job?',
        description: `${name} ${job.status === 'published' ? 'leaves the job board, takes no more applications and ' : ''}moves out of the default list of jobs. Its applications stay readable.`,
        confirmLabel: 'Archive job',
      };
    case 'draft':
      return job.status === 'published'
        ? {
            title: 'Unpublish this job?',
            description: `${name} leaves the job board and takes no more applications until you publish it again.`,
            confirmLabel: 'Move to draft',
          }
        : null;
  }
}

export interface JobStatusChange {
  /** Asks for confirmation when the move needs one, then sends it; Cancel changes nothing. */
  request: (to: JobStatus) => Promise<void>;
  /** The status being saved, while it is. */
  pendingStatus: JobStatus | undefined;
}

/** One job's status moves, confirmed (decision 012 rule 4) and announced in a toast. */
function useJobStatusChange(employerId: string, job: JobRef): JobStatusChange {
  const change = useUpdateJobStatus(employerId);
  // One question at a time: the second click of a double click on Publish opened a second
  // confirmation over the first, and the two closed each other (no dialog, no request).
  const asking = useRef(false);
  const request = async (to: JobStatus) => {
    if (to === job.status || change.isPending || asking.current || jobStatusBlock(job, to)) return;
    const ask = jobStatusConfirm(job, to);
    if (ask) {
      asking.current = true;
      const yes = await confirm(ask).finally(() => (asking.current = false));
      if (!yes) return;
    }
    await change.mutateAsync({ path: { employerId, jobId: job.id }, body: { status: to } }).then(
      (saved) =>
        void notify(`“${saved.title}” is now ${jobStatusLabels[saved.status].toLowerCase()}`, {
          severity: 'success',
        }),
      (error: unknown) =>
        void notify('The status was not changed', {
          severity: 'error',
          detail: jobStatusRefusal(error, to),
        }),
    );
  };
  return { request, pendingStatus: change.isPending ? change.variables.body.status : undefined };
}

/**
 * A status picker for one job (owners and admins). Picking a value asks first when the move is
 * consequential; until it is confirmed and saved the select keeps showing the job's status.
 */
export function JobStatusSelect({
  employerId,
  job,
  className,
}: {
  employerId: string;
  job: JobRef;
  className?: string;
}) {
  const change = useJobStatusChange(employerId, job);
  return <JobStatusPicker job={job} change={change} className={className} />;
}

function JobStatusPicker({
  job,
  change,
  className,
  ref,
}: {
  job: JobRef;
  change: JobStatusChange;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <StatusSelect
      ref={ref}
      label={`Status of ${job.title}`}
      className={className}
      value={change.pendingStatus ?? job.status}
      disabled={change.pendingStatus !== undefined}
      statuses={JOB_STATUSES}
      labels={jobStatusLabels}
      blockedBy={(status) =>
        jobStatusBlock(job, status) ??
        (status === 'published' && jobPayBlock(job) ? 'the pay law asks for more' : null)
      }
      onPick={(status) => void change.request(status)}
    />
  );
}

/**
 * The job page's status controls: a *Publish* button while the job is a draft (the draft toast
 * sends people here), and the status select. Both share one confirmed move.
 */
export function JobStatusControls({ employerId, job }: { employerId: string; job: JobRef }) {
  const change = useJobStatusChange(employerId, job);
  const picker = useRef<HTMLButtonElement>(null);
  const blocked = jobStatusBlock(job, 'published');
  const lawBlock = jobPayBlock(job);
  const reasonId = useId();
  return (
    // One row for focus (decision 012 rule 3): when Publish goes, the select takes its place.
    <div data-focus-row={`job-status-${job.id}`} className="contents">
      {job.status === 'draft' && (
        <PublishButton
          disabled={blocked !== null || lawBlock !== null || change.pendingStatus !== undefined}
          describedBy={blocked || lawBlock ? reasonId : undefined}
          onPublish={() => void change.request('published')}
          onGone={() => picker.current?.focus()}
        />
      )}
      {job.status === 'draft' && blocked && (
        <span id={reasonId} className="text-sm text-muted-foreground">
          Can't publish: the {blocked}. Edit the closing date first.
        </span>
      )}
      {job.status === 'draft' && !blocked && lawBlock && (
        <span id={reasonId} data-slot="pay-law-block" className="text-sm text-muted-foreground">
          Can't publish: {lawBlock}
        </span>
      )}
      <JobStatusPicker ref={picker} job={job} change={change} />
    </div>
  );
}

/**
 * The draft's Publish button. Once the job is published it goes away; if it had focus then,
 * focus moves to the status select next to it (which now reads Published), not to the page top.
 */
function PublishButton({
  disabled,
  describedBy,
  onPublish,
  onGone,
}: {
  disabled: boolean;
  describedBy: string | undefined;
  onPublish: () => void;
  onGone: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const gone = useRef(onGone);
  useLayoutEffect(() => {
    gone.current = onGone;
  });
  useLayoutEffect(() => {
    const node = button.current;
    // Runs while the button is still in the document, before React removes it.
    return () => {
      if (node && document.activeElement === node) gone.current();
    };
  }, []);
  return (
    <Button ref={button} disabled={disabled} aria-describedby={describedBy} onClick={onPublish}>
      <Send aria-hidden="true" /> Publish
    </Button>
  );
}

export function DeleteJobButton({
  employerId,
  job,
  onDeleted,
  iconOnly = false,
}: {
  employerId: string;
  job: Pick<JobRef, 'id' | 'title'>;
  onDeleted?: () => void;
  iconOnly?: boolean;
}) {
  const remove = useDeleteJob(employerId);
  // Jobs with applications cannot be deleted (409): that is said plainly in the dialog that
  // asked, with the server's advice (close or archive instead), even when the list on screen
  // still showed no applications.
  const run = async () => {
    const deleted = await confirm({
      title: 'Delete this job?',
      description: `“${job.title}” will be deleted for good. This can't be undone.`,
      confirmLabel: 'Delete job',
      destructive: true,
      action: () => remove.mutateAsync({ path: { employerId, jobId: job.id } }),
      refusal: (error) => ({
        title: problemCode(error, 409)
          ? "This job has applications, so it can't be deleted"
          : 'The job was not deleted',
        text: jobDeleteRefusal(error),
      }),
    });
    if (!deleted) return;
    void notify(`“${job.title}” was deleted`, { severity: 'success' });
    onDeleted?.();
  };
  return (
    <Button
      variant={iconOnly ? 'ghost-destructive' : 'outline-destructive'}
      size={iconOnly ? 'icon-sm' : 'default'}
      aria-label={iconOnly ? `Delete ${job.title}` : undefined}
      disabled={remove.isPending}
      onClick={() => void run()}
    >
      <Trash2 aria-hidden="true" />
      {!iconOnly && 'Delete'}
    </Button>
  );
}
