import { useQuery } from '@tanstack/react-query';
import { employerJobOptions, isJobId } from './api';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { JobForm } from './job-form';
import { isJobMissing, JobNotFound, JobState } from './job-states';
import { useEmployerContext } from '@/hooks/use-employer-context';

export interface JobFormPageProps {
  /** Edit this job; omitted to create one. */
  jobId?: string;
}

/** /employer/job/{id?}: create a job, or edit one (loaded first). */
export function JobFormPage({ jobId }: JobFormPageProps) {
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
    return <JobForm key="new" employerId={employerId} />;
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
  return <JobForm key={job.data.id} employerId={employerId} job={job.data} />;
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
