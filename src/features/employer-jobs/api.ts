import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteEmployerJobMutation,
  getEmployerJobQueryKey,
  getEmployerJobStatusCountOptions,
  listEmployerJobsOptions,
  updateEmployerJobStatusMutation,
} from '@generated/@tanstack/react-query.gen';
import type { JobStatus, ListEmployerJobsData } from '@generated/types.gen';
import { zJobId } from '@generated/zod.gen';
import { employerJobOptions, invalidateEmployerJobLists } from '@/lib/api/shared-queries';
import { JOB_STATUSES } from './labels';

/**
 * The employer jobs feature's queries and mutations (decision 009): the generated query options it
 * reads, one factory each, shared by its pages and their route loaders (same options, same cache
 * entries), and one hook per operation that owns its cache effects.
 */

export const JOBS_PAGE_SIZE = 10;

export interface JobsListParams {
  status?: JobStatus;
  search?: string;
  page: number;
}

/** Reads the list's state from the URL (invalid values are ignored). */
export function readJobsListParams(params: URLSearchParams): JobsListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim();
  return {
    status: JOB_STATUSES.includes(status as JobStatus) ? (status as JobStatus) : undefined,
    search: search ? search.slice(0, 200) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The list query for those params (the route loader prefetches the same). */
export function employerJobsOptions(employerId: string, { status, search, page }: JobsListParams) {
  const query: NonNullable<ListEmployerJobsData['query']> = { page_size: JOBS_PAGE_SIZE };
  if (status) query.status = status;
  if (search) query.search = search;
  if (page > 1) query.page = page;
  return listEmployerJobsOptions({ path: { employerId }, query });
}

/** The dashboard's two queries (the route loader prefetches the same). */
export const jobStatusCountsOptions = (employerId: string) =>
  getEmployerJobStatusCountOptions({ path: { employerId } });

/**
 * Whether `id` can be a job's id at all (the contract's JobId: a UUID with a version, so not
 * `bad-id` nor the nil UUID). Pages and loaders do not ask the API for one that cannot be.
 */
export const isJobId = (id: string | undefined): id is string =>
  id !== undefined && zJobId.safeParse(id).success;

/** One of the company's jobs, as its details page and its form page read it (a shared factory). */
export { employerJobOptions };

export const dashboardOptions = (employerId: string) => ({
  counts: jobStatusCountsOptions(employerId),
  newest: listEmployerJobsOptions({ path: { employerId }, query: { page_size: NEWEST_JOBS } }),
});

export const NEWEST_JOBS = 5;

/** Changes a job's status (the only way status changes): its detail takes the answer, then lists and counts are refreshed. */
export function useUpdateJobStatus(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateEmployerJobStatusMutation(),
    onSuccess: (job) => {
      queryClient.setQueryData(employerJobOptions(employerId, job.id).queryKey, (detail) =>
        detail
          ? {
              ...detail,
              ...job,
              description: detail.description,
              applications: detail.applications,
            }
          : detail,
      );
      void invalidateEmployerJobLists(queryClient, employerId);
    },
  });
}

/** Deletes a job: its detail is forgotten, lists and counts are refreshed. */
export function useDeleteJob(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteEmployerJobMutation(),
    onSuccess: (_data, { path }) => {
      queryClient.removeQueries({
        queryKey: getEmployerJobQueryKey({ path: { employerId, jobId: path.jobId } }),
      });
      void invalidateEmployerJobLists(queryClient, employerId);
    },
  });
}
