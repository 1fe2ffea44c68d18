import { newestJobsOptions } from '@/features/jobs/public-jobs-query';
import { queryClient } from '../query-client';

/** Home: the newest jobs (part of the entry chunk, like /jobs': the call starts before the page's code arrives). */
export function loader() {
  void queryClient.prefetchQuery(newestJobsOptions());
  return null;
}
