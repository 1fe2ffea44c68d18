import { PageTitle } from '@/components/page-title';
import { JobList } from '@/features/jobs/job-list';
import { publicJobsOptions } from '@/features/jobs/public-jobs-query';
import { paths } from '../paths';
import { queryClient } from '../query-client';

export function loader() {
  // Start fetching while the page renders; the page uses the same options (same query key).
  void queryClient.prefetchQuery(publicJobsOptions());
  return null;
}

export function Component() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle title="Jobs" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight">Jobs</h1>
      <JobList query={{}} jobHref={paths.job} />
    </div>
  );
}
