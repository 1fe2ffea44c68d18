import Trash2 from 'lucide-react/icons/trash';
import type { JobStatus } from '@generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { confirm } from '@/lib/dialogs';
import { failureMessage, failureStatus } from '@/lib/error-message';
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

interface JobRef {
  id: string;
  title: string;
  status: JobStatus;
}

/** A status picker for one job (owners and admins). */
export function JobStatusSelect({
  employerId,
  job,
  className,
}: {
  employerId: string;
  job: JobRef;
  className?: string;
}) {
  const change = useUpdateJobStatus(employerId);
  return (
    <Select
      value={change.isPending ? change.variables.body.status : job.status}
      disabled={change.isPending}
      onValueChange={(status) => {
        if (status !== job.status)
          change.mutate(
            { path: { employerId, jobId: job.id }, body: { status: status as JobStatus } },
            {
              onSuccess: (saved) => {
                void notify(
                  `“${saved.title}” is now ${jobStatusLabels[saved.status].toLowerCase()}`,
                  { severity: 'success' },
                );
              },
              onError: (error, { body }) => {
                void notify('The status was not changed', {
                  severity: 'error',
                  detail: jobStatusRefusal(error, body.status),
                });
              },
            },
          );
      }}
    >
      <SelectTrigger
        size="sm"
        aria-label={`Status of ${job.title}`}
        className={cn('w-36', className)}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {JOB_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            {jobStatusLabels[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
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
  // Jobs with applications cannot be deleted (409): that is said plainly, with the server's
  // advice (close or archive instead).
  const run = async () => {
    const yes = await confirm({
      title: 'Delete this job?',
      description: `“${job.title}” will be deleted for good. This can't be undone.`,
      confirmLabel: 'Delete job',
      destructive: true,
    });
    if (!yes) return;
    remove.mutate(
      { path: { employerId, jobId: job.id } },
      {
        onSuccess: () => {
          void notify(`“${job.title}” was deleted`, { severity: 'success' });
          onDeleted?.();
        },
        onError: (error) => {
          const summary = problemCode(error, 409)
            ? "This job has applications, so it can't be deleted"
            : 'The job was not deleted';
          void notify(summary, { severity: 'error', detail: jobDeleteRefusal(error) });
        },
      },
    );
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
