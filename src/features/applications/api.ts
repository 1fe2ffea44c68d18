import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  listAppliedJobsOptions,
  listAppliedJobsQueryKey,
  submitApplicationMutation,
} from '@generated/@tanstack/react-query.gen';
import type { Job } from '@generated/types.gen';
import { profileOptions, publicJobOptions } from '@/lib/api/shared-queries';
import { isProblem } from '@/lib/problem';
import type { ApplyValues } from './apply-schema';

/**
 * The applications feature's queries and mutations (decision 009): the generated query options it
 * reads, one factory each, shared by its pages and their route loaders (same options, same cache
 * entries), and one hook per operation that owns its cache effects.
 */

/** The job the apply action is on, and the candidate's profile the form starts from (queries other features share). */
export { profileOptions, publicJobOptions };

export const APPLIED_JOBS_PAGE_SIZE = 20;

/** ?page=N of the applied-jobs page (1 when missing or invalid). */
export function appliedJobsPage(params: URLSearchParams): number {
  const raw = params.get('page');
  const page = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= 100_000 ? page : 1;
}

/** The query the page runs (the route loader prefetches the same one). */
export function appliedJobsOptions(page: number) {
  return listAppliedJobsOptions({ query: { page, page_size: APPLIED_JOBS_PAGE_SIZE } });
}

/**
 * The draft of an application closed before sending, so that reopening the form keeps what was
 * typed. It lives in the query cache, which every start and end of a session resets: another
 * account on the same tab never sees it.
 */
const draftKey = (jobId: string) => ['apply-draft', jobId] as const;

export function useApplyDraft(jobId: string) {
  const queryClient = useQueryClient();
  return {
    // Not server data: no generated type reaches this key, so the read says what it holds.
    read: () => queryClient.getQueryData<ApplyValues>(draftKey(jobId)),
    save(values: ApplyValues) {
      queryClient.setQueryDefaults(draftKey(jobId), { gcTime: Infinity }); // kept until the session ends
      queryClient.setQueryData(draftKey(jobId), values);
    },
  };
}

/** Applied (or told so): the draft goes, and the job and the applied jobs are asked again (the server says "Applied"). */
function refreshAfterApplying(queryClient: QueryClient, jobId: string) {
  queryClient.removeQueries({ queryKey: draftKey(jobId) });
  // The job's query is keyed by its slug: every cached public job, narrowed to this one by its id.
  const [{ _id, baseUrl }] = publicJobOptions('').queryKey;
  void queryClient.invalidateQueries({
    queryKey: [{ _id, baseUrl }],
    predicate: (query) => (query.state.data as Job | undefined)?.id === jobId,
  });
  void queryClient.invalidateQueries({ queryKey: listAppliedJobsQueryKey() });
}

/** Sends an application. Sent, or refused because it was sent already (409): the job and the applied jobs are stale. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    ...submitApplicationMutation(),
    onError: (error, { body }) => {
      if (isProblem(error) && error.status === 409) refreshAfterApplying(queryClient, body.job_id);
    },
    onSuccess: (_receipt, { body }) => refreshAfterApplying(queryClient, body.job_id),
  });
}
