import type { QueryClient } from '@tanstack/react-query';
import {
  getEmployerJobQueryKey,
  getEmployerJobStatusCountQueryKey,
  listEmployerJobsQueryKey,
} from '@generated/@tanstack/react-query.gen';

/** After a job changed: the company's job lists and status counts are stale. */
export function invalidateJobLists(queryClient: QueryClient, employerId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listEmployerJobsQueryKey({ path: { employerId } }) }),
    queryClient.invalidateQueries({ queryKey: getEmployerJobStatusCountQueryKey({ path: { employerId } }) }),
  ]);
}

/** After a job was deleted: forget its detail too. */
export function forgetJob(queryClient: QueryClient, employerId: string, jobId: string) {
  queryClient.removeQueries({ queryKey: getEmployerJobQueryKey({ path: { employerId, jobId } }) });
}
