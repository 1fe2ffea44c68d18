import type { QueryClient } from '@tanstack/react-query';
import {
  getCurrentUserOptions,
  getEmployerJobOptions,
  getEmployerJobStatusCountQueryKey,
  getProfileOptions,
  getPublicJobOptions,
  listEmployerJobsQueryKey,
} from '../../../generated/@tanstack/react-query.gen';
import type { User } from '../../../generated/types.gen';

/**
 * The queries more than one feature (or the session) reads: the signed-in user, the candidate
 * profile, a public job, one of the company's jobs. One factory each, so that every reader and every loader meets the same
 * cache entry. A feature's own queries and mutations live in its `api.ts`; these live here
 * because features import no other feature, and the shared layer (src/lib/session) imports none.
 */
export const currentUserOptions = () => getCurrentUserOptions();

/** The signed-in candidate's profile (with resumes). */
export const profileOptions = () => getProfileOptions();

/** Asks the server for the signed-in user again (never from the cache), e.g. after a role or company changed. */
export const fetchCurrentUser = (queryClient: QueryClient): Promise<User> =>
  queryClient.fetchQuery({ ...currentUserOptions(), staleTime: 0 });

/** A public job by its slug (the job page, and the apply action on it). */
export const publicJobOptions = (slug: string) => getPublicJobOptions({ path: { jobSlug: slug } });

/**
 * One of the company's jobs: the employer's job pages read it (employer-jobs), and a save of the
 * job form (job-editor) writes the server's answer into it.
 */
export const employerJobOptions = (employerId: string, jobId: string) =>
  getEmployerJobOptions({ path: { employerId, jobId } });

/**
 * After a job changed (saved in the job form, its status changed, deleted): the company's job
 * lists and status counts are stale.
 */
export function invalidateEmployerJobLists(queryClient: QueryClient, employerId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listEmployerJobsQueryKey({ path: { employerId } }) }),
    queryClient.invalidateQueries({
      queryKey: getEmployerJobStatusCountQueryKey({ path: { employerId } }),
    }),
  ]);
}
