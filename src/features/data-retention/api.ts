import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  clearApplicationRetentionHoldMutation,
  getEmployerJobApplicationQueryKey,
  getEmployerJobQueryKey,
  getEmployerRetentionOptions,
  getEmployerRetentionQueryKey,
  listEmployerJobApplicationsQueryKey,
  listEmployerRetentionAuditOptions,
  listEmployerRetentionDueOptions,
  listEmployerRetentionDueQueryKey,
  setApplicationRetentionHoldMutation,
  updateEmployerRetentionMutation,
} from '@generated/@tanstack/react-query.gen';
import type { JobApplication } from '@generated/types.gen';

/**
 * The data-retention feature's queries and mutations (decision 009; the contract's
 * `data-retention` tag): the company's period, the sweep's dry run and audit, and the hold on one
 * application, each hook owning its cache effects.
 */

/** Lines per page of the dry run and the audit on the company page. */
export const RETENTION_PAGE_SIZE = 20;

export const retentionOptions = (employerId: string) =>
  getEmployerRetentionOptions({ path: { employerId } });

export const retentionDueOptions = (employerId: string, page: number) =>
  listEmployerRetentionDueOptions({
    path: { employerId },
    query: { page, page_size: RETENTION_PAGE_SIZE },
  });

export const retentionAuditOptions = (employerId: string, page: number) =>
  listEmployerRetentionAuditOptions({
    path: { employerId },
    query: { page, page_size: RETENTION_PAGE_SIZE },
  });

/** Sets the period: the answer is the cached period; the dry run is asked again (its dates moved). */
export function useUpdateRetention(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateEmployerRetentionMutation(),
    onSuccess: (saved) => {
      queryClient.setQueryData(getEmployerRetentionQueryKey({ path: { employerId } }), saved);
      void queryClient.invalidateQueries({
        queryKey: listEmployerRetentionDueQueryKey({ path: { employerId } }),
      });
    },
  });
}

/**
 * After a hold changed: the application in every cached list of its job is the answer, the job
 * detail and the lists are asked again when shown, and so is the dry run (a held one leaves it).
 */
function afterHold(
  queryClient: QueryClient,
  employerId: string,
  saved: JobApplication,
  jobId: string,
) {
  const path = { employerId, jobId };
  queryClient.setQueryData(
    getEmployerJobApplicationQueryKey({ path: { ...path, applicationId: saved.id } }),
    saved,
  );
  queryClient.setQueriesData<{ results: JobApplication[] }>(
    {
      queryKey: listEmployerJobApplicationsQueryKey({ path }),
      predicate: (query) => !(query.queryKey[0] as { _infinite?: boolean })._infinite,
    },
    (page) =>
      page && { ...page, results: page.results.map((a) => (a.id === saved.id ? saved : a)) },
  );
  void queryClient.invalidateQueries({ queryKey: getEmployerJobQueryKey({ path }) });
  void queryClient.invalidateQueries({
    queryKey: listEmployerJobApplicationsQueryKey({ path }),
    refetchType: 'none',
  });
  void queryClient.invalidateQueries({
    queryKey: listEmployerRetentionDueQueryKey({ path: { employerId } }),
  });
}

/** Puts a hold on one application (setApplicationRetentionHold). */
export function useSetRetentionHold(employerId: string, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setApplicationRetentionHoldMutation(),
    onSuccess: (saved) => afterHold(queryClient, employerId, saved, jobId),
  });
}

/** Releases an application's hold (clearApplicationRetentionHold). */
export function useClearRetentionHold(employerId: string, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...clearApplicationRetentionHoldMutation(),
    onSuccess: (saved) => afterHold(queryClient, employerId, saved, jobId),
  });
}
