import { newestJobsOptions } from '@/features/jobs/api';
import { queryClient } from '../query-client';

/** Home: the newest jobs (part of the entry chunk, like /jobs': the call starts before the page's code arrives). */
export function loader() {
  void queryClient.prefetchQuery(newestJobsOptions());
  return null;
}
