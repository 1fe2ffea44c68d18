import { FileQuestion, Lock } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PreloadLink } from '@/components/preload-link';
import { Button } from '@/components/ui/button';

function BackToJobs({ jobsHref }: { jobsHref: string }) {
  return (
    <Button asChild variant="outline">
      <PreloadLink to={jobsHref}>Back to jobs</PreloadLink>
    </Button>
  );
}

/** An unknown job id (404): the job page and the job form say it the same way. */
export function JobNotFound({ jobsHref }: { jobsHref: string }) {
  return (
    <EmptyState
      icon={FileQuestion}
      title="This job doesn't exist"
      text="It may have been deleted, or the link is wrong."
      action={<BackToJobs jobsHref={jobsHref} />}
    />
  );
}

/** Members (and anyone without a role in the company) read jobs but may not post or edit them. */
export function JobsReadOnly({ jobsHref }: { jobsHref: string }) {
  return (
    <EmptyState
      icon={Lock}
      title="You can read jobs but not change them"
      text="Only owners and admins of this company can post and edit jobs. Ask an owner if you need to."
      action={<BackToJobs jobsHref={jobsHref} />}
    />
  );
}
