import { HomePage, newestJobsOptions } from '@/features/jobs/home-page';
import { paths } from '../paths';
import { queryClient } from '../query-client';

export function loader() {
  void queryClient.prefetchQuery(newestJobsOptions());
  return null;
}

export function Component() {
  return <HomePage jobsHref={paths.jobs} jobHref={paths.job} />;
}
