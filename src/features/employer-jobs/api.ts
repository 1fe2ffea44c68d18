import type { QueryClient } from '@tanstack/react-query';
import {
  getEmployerJobOptions,
  getEmployerJobQueryKey,
  getEmployerJobStatusCountOptions,
  getEmployerJobStatusCountQueryKey,
  listEmployerJobApplicationsOptions,
  listEmployerJobsOptions,
  listEmployerJobsQueryKey,
} from '@generated/@tanstack/react-query.gen';
import type {
  ApplicationStatus,
  JobStatus,
  ListEmployerJobApplicationsData,
  ListEmployerJobsData,
} from '@generated/types.gen';
import { APPLICATION_STATUSES, JOB_STATUSES } from './labels';

/** The employer jobs feature's queries: the generated query options it reads, one factory each, shared by its pages and their route loaders (same options, same cache entries). */

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

/** One of the company's jobs, as its details page and its form read it. */
export const employerJobOptions = (employerId: string, jobId: string) =>
  getEmployerJobOptions({ path: { employerId, jobId } });

export const dashboardOptions = (employerId: string) => ({
  counts: jobStatusCountsOptions(employerId),
  newest: listEmployerJobsOptions({ path: { employerId }, query: { page_size: NEWEST_JOBS } }),
});

export const APPLICATIONS_PAGE_SIZE = 20;

export interface ApplicationsListParams {
  status?: ApplicationStatus;
  page: number;
}

/** Reads the applications tab and page from the URL (invalid values are ignored). */
export function readApplicationsParams(params: URLSearchParams): ApplicationsListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: APPLICATION_STATUSES.includes(status as ApplicationStatus)
      ? (status as ApplicationStatus)
      : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query of one page of a job's applications (the route loader prefetches the same). */
export function jobApplicationsOptions(
  employerId: string,
  jobId: string,
  { status, page }: ApplicationsListParams,
) {
  const query: NonNullable<ListEmployerJobApplicationsData['query']> = {
    page_size: APPLICATIONS_PAGE_SIZE,
  };
  if (status) query.status = status;
  if (page > 1) query.page = page;
  return listEmployerJobApplicationsOptions({ path: { employerId, jobId }, query });
}

export const NEWEST_JOBS = 5;
/** After a job changed: the company's job lists and status counts are stale. */
export function invalidateJobLists(queryClient: QueryClient, employerId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listEmployerJobsQueryKey({ path: { employerId } }) }),
    queryClient.invalidateQueries({
      queryKey: getEmployerJobStatusCountQueryKey({ path: { employerId } }),
    }),
  ]);
}

/** After a job was deleted: forget its detail too. */
export function forgetJob(queryClient: QueryClient, employerId: string, jobId: string) {
  queryClient.removeQueries({ queryKey: getEmployerJobQueryKey({ path: { employerId, jobId } }) });
}
