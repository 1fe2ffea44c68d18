import FileQuestion from 'lucide-react/icons/file-question-mark';
import Lock from 'lucide-react/icons/lock';
import { EmptyState } from '@/components/empty-state';
import { PreloadLink } from '@/components/preload-link';
import { buttonVariants } from '@/components/ui/button';
import { failureStatus } from '@/lib/error-message';
import { paths } from '@/config/paths';

const STATES = {
  /** An unknown job id (404): the job page and the job form say it the same way. */
  'not-found': {
    icon: FileQuestion,
    title: "This job doesn't exist",
    text: 'It may have been deleted, or the link is wrong.',
  },
  /** Members (and anyone without a role in the company) read jobs but may not post or edit them. */
  'read-only': {
    icon: Lock,
    title: 'You can read jobs but not change them',
    text: 'Only owners and admins of this company can post and edit jobs. Ask an owner if you need to.',
  },
} as const;

/** A job page that has no job to show, with the way back to the job list. */
export function JobState({ kind }: { kind: keyof typeof STATES }) {
  return (
    <EmptyState
      {...STATES[kind]}
      action={
        <PreloadLink className={buttonVariants({ variant: 'outline' })} to={paths.employer.jobs()}>
          Back to jobs
        </PreloadLink>
      }
    />
  );
}

/**
 * Whether a failed job read means there is no such job: 404, or the 422/400 a validating proxy or
 * server answers for an id that cannot be a job's. Reloading cannot help with either.
 */
export function isJobMissing(error: unknown): boolean {
  const status = failureStatus(error);
  return status === 404 || status === 422 || status === 400;
}

/** A job page whose job does not exist (unknown id, or a URL whose id cannot be a job's). */
export function JobNotFound({ heading = 'No such job' }: { heading?: string }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
      <JobState kind="not-found" />
    </div>
  );
}
