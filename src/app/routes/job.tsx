import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ApplyAction } from '@/features/applications/apply-action';
import { isJobSlug, JobDetailPage, jobPageQueries } from '@/features/jobs/job-detail-page';
import { paths } from '../paths';
import { queryClient } from '../query-client';

export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!isJobSlug(slug)) return null;
  // Job and similar jobs in parallel; the company as soon as the job names it. Never blocks.
  void queryClient
    .fetchQuery(jobPageQueries.job(slug))
    .then((job) => queryClient.prefetchQuery(jobPageQueries.employer(job.employer.slug)))
    .catch(() => undefined);
  void queryClient.prefetchQuery(jobPageQueries.related(slug));
  return null;
}

export function Component() {
  const { slug = '' } = useParams();
  return (
    <JobDetailPage
      key={slug}
      slug={slug}
      jobHref={paths.job}
      renderApply={(job) => (
        <ApplyAction key={job.id} job={job} appliedJobsHref={paths.appliedJobs()} />
      )}
    />
  );
}
