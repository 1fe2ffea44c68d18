import { Fragment, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EmployerJobDetail } from '@generated/types.gen';
import { employerJobOptions, isJobId } from './api';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isJobMissing, JobNotFound, JobState } from './job-states';
import { useEmployerContext } from '@/hooks/use-employer-context';

export interface JobFormPageProps {
  /** Edit this job; omitted to create one. */
  jobId?: string;
  /**
   * The job form (the job-editor feature, composed by the route), for the job once loaded, or
   * without one to create a job. Rendered only for someone who may change jobs.
   */
  renderForm: (job?: EmployerJobDetail) => ReactNode;
}

/**
 * /employer/job/{id?}: create a job, or edit one (loaded first). The page says who may not change
 * jobs, loads the job and says when it is missing or failed; the form is the route's slot.
 */
export function JobFormPage({ jobId, renderForm }: JobFormPageProps) {
  const { employerId, permissions } = useEmployerContext();
  const wellFormed = isJobId(jobId);
  const job = useQuery({
    ...employerJobOptions(employerId, jobId ?? ''),
    enabled: Boolean(wellFormed && employerId),
  });
  const title = jobId ? 'Edit job' : 'Post a job';

  if (!permissions.manageJobs) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={title} />
        <JobState kind="read-only" />
      </div>
    );
  }

  if (!jobId) {
    return <Fragment key="new">{renderForm()}</Fragment>;
  }
  if (!wellFormed || (job.isError && isJobMissing(job.error))) return <JobNotFound />;
  if (job.isPending) return <JobFormSkeleton title={title} />;
  if (job.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={title} />
        <QueryErrorAlert
          title="We couldn't load this job."
          error={job.error}
          onRetry={() => void job.refetch()}
        />
      </div>
    );
  }
  return <Fragment key={job.data.id}>{renderForm(job.data)}</Fragment>;
}

function JobFormSkeleton({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} />
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">Loading the job…</span>
        <Skeleton rounded="xl" className="h-[420px]" />
        <Skeleton rounded="xl" className="h-[220px]" />
        <Skeleton rounded="xl" className="h-[160px]" />
      </div>
    </div>
  );
}
