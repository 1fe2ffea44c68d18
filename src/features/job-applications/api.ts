import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  bulkUpdateEmployerJobApplicationStatusMutation,
  getEmployerJobApplicationCountsOptions,
  getEmployerJobApplicationCountsQueryKey,
  listApplicationActivityQueryKey,
  listEmployerJobApplicationsOptions,
  listEmployerJobApplicationsQueryKey,
  updateEmployerJobApplicationStatusMutation,
} from '@generated/@tanstack/react-query.gen';
import type {
  ApplicationStatus,
  ApplicationStatusCount,
  ListEmployerJobApplicationsData,
  PaginatedJobApplicationList,
} from '@generated/types.gen';
import { APPLICATION_STATUSES } from '@/lib/application-status';

/**
 * A job's applications: their queries and mutations (decision 009). The list and the pipeline read
 * one factory each, shared with the job details route's loader (same options, same cache
 * entries); a move and a bulk move each have one hook that owns its cache effects.
 */

export const APPLICATIONS_PAGE_SIZE = 20;

export interface ApplicationsListParams {
  status?: ApplicationStatus;
  /** Name or email (the contract's `search`, at most 200 characters). */
  search?: string;
  page: number;
}

/** Reads the applications tab, search and page from the URL (invalid values are ignored). */
export function readApplicationsParams(params: URLSearchParams): ApplicationsListParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim();
  return {
    status: APPLICATION_STATUSES.includes(status as ApplicationStatus)
      ? (status as ApplicationStatus)
      : undefined,
    search: search ? search.slice(0, 200) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query of one page of a job's applications (the route loader prefetches the same). */
export function jobApplicationsOptions(
  employerId: string,
  jobId: string,
  { status, search, page }: ApplicationsListParams,
) {
  const query: NonNullable<ListEmployerJobApplicationsData['query']> = {
    page_size: APPLICATIONS_PAGE_SIZE,
  };
  if (status) query.status = status;
  if (search) query.search = search;
  if (page > 1) query.page = page;
  return listEmployerJobApplicationsOptions({ path: { employerId, jobId }, query });
}

// ---- The pipeline view ---------------------------------------------------------------------------

/** How the job's applications are shown: `?view=pipeline`, else the list. */
export type ApplicationsView = 'pipeline' | 'list';
export const readApplicationsView = (params: URLSearchParams): ApplicationsView =>
  params.get('view') === 'pipeline' ? 'pipeline' : 'list';

/** The pipeline shows the newest this many cards (the contract's largest page); the columns' counts are all. */
export const PIPELINE_SIZE = 100;

/** The pipeline's one list: the job's newest applications of every status, grouped on screen. */
export const pipelineApplicationsOptions = (employerId: string, jobId: string) =>
  listEmployerJobApplicationsOptions({
    path: { employerId, jobId },
    query: { page_size: PIPELINE_SIZE },
  });

/** The pipeline's column heads: the number of the job's applications in each status. */
export const applicationCountsOptions = (employerId: string, jobId: string) =>
  getEmployerJobApplicationCountsOptions({ path: { employerId, jobId } });

/** The counts with `n` applications moved from one status to another (an optimistic move, or its rollback). */
function withCountsMoved(
  counts: ApplicationStatusCount | undefined,
  from: ApplicationStatus,
  to: ApplicationStatus,
  n = 1,
): ApplicationStatusCount | undefined {
  if (!counts || from === to) return counts;
  return { ...counts, [from]: Math.max(0, counts[from] - n), [to]: counts[to] + n };
}

/** After applications moved: every list of the job's applications (each tab, page, search, the pipeline) and its counts. */
function invalidateApplications(queryClient: QueryClient, employerId: string, jobId: string) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: listEmployerJobApplicationsQueryKey({ path: { employerId, jobId } }),
    }),
    queryClient.invalidateQueries({
      queryKey: getEmployerJobApplicationCountsQueryKey({ path: { employerId, jobId } }),
    }),
  ]);
}

/**
 * Moves several applications to one status in one call (bulkUpdateEmployerJobApplicationStatus):
 * the answer is per item, so nothing is shown before it; the page on screen (`listKey`) takes the
 * moved applications at once, then every list and the counts are asked again.
 */
export function useBulkMoveApplications(
  employerId: string,
  jobId: string,
  listKey: ApplicationsListKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...bulkUpdateEmployerJobApplicationStatusMutation(),
    onSuccess: ({ results }) => {
      queryClient.setQueryData(listKey, (list) =>
        results.reduce(
          (page, r) => (r.ok ? withStatus(page, r.application_id, r.application.status) : page),
          list,
        ),
      );
    },
    onSettled: () => void invalidateApplications(queryClient, employerId, jobId),
  });
}

/** The key of one page of a job's applications (the page on screen), typed with its data. */
export type ApplicationsListKey = ReturnType<typeof jobApplicationsOptions>['queryKey'];

/** The list page with one application's status replaced (when `onlyIf` is given, only if it still has that status). */
function withStatus(
  list: PaginatedJobApplicationList | undefined,
  applicationId: string,
  status: ApplicationStatus,
  onlyIf?: ApplicationStatus,
): PaginatedJobApplicationList | undefined {
  if (!list) return list;
  return {
    ...list,
    results: list.results.map((a) =>
      a.id === applicationId && (onlyIf === undefined || a.status === onlyIf)
        ? { ...a, status }
        : a,
    ),
  };
}

/**
 * Moves an application along its pipeline, optimistically: the page on screen (`listKey`, the
 * list view's page or the pipeline's list) and the job's counts show the new status at once and go
 * back if the server refuses (the status it had is the mutation's context, `previous`).
 * Afterwards every list of the job's applications (each tab, each page) and the counts are
 * refreshed.
 */
export function useMoveApplication(
  employerId: string,
  jobId: string,
  listKey: ApplicationsListKey,
) {
  const queryClient = useQueryClient();
  const countsKey = applicationCountsOptions(employerId, jobId).queryKey;
  return useMutation({
    ...updateEmployerJobApplicationStatusMutation(),
    onMutate: async ({ path, body }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: listKey }),
        queryClient.cancelQueries({ queryKey: countsKey }),
      ]);
      const before = queryClient
        .getQueryData(listKey)
        ?.results.find((a) => a.id === path.applicationId);
      queryClient.setQueryData(listKey, (list) =>
        withStatus(list, path.applicationId, body.status),
      );
      if (before) {
        queryClient.setQueryData(countsKey, (counts) =>
          withCountsMoved(counts, before.status, body.status),
        );
      }
      return { previous: before?.status };
    },
    onError: (_error, { path, body }, context) => {
      const previous = context?.previous;
      if (previous) {
        queryClient.setQueryData(listKey, (list) =>
          withStatus(list, path.applicationId, previous, body.status),
        );
        queryClient.setQueryData(countsKey, (counts) =>
          withCountsMoved(counts, body.status, previous),
        );
      }
    },
    onSuccess: (application) => {
      queryClient.setQueryData(listKey, (list) =>
        withStatus(list, application.id, application.status),
      );
    },
    onSettled: (_data, _error, { path }) => {
      void invalidateApplications(queryClient, employerId, jobId);
      // The application's activity timeline (application-notes) gains the move.
      void queryClient.invalidateQueries({ queryKey: listApplicationActivityQueryKey({ path }) });
    },
  });
}
