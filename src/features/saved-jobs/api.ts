import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  listSavedJobIdsOptions,
  listSavedJobIdsQueryKey,
  listSavedJobsOptions,
  listSavedJobsQueryKey,
  saveJobMutation,
  unsaveJobMutation,
} from '@generated/@tanstack/react-query.gen';
import type { SavedJobIds } from '@generated/types.gen';
import { isProblem } from '@/lib/problem';
import { notify } from '@/lib/toast';

/**
 * The saved-jobs feature's queries and mutations (decision 009). The Save toggles and the header
 * menu read one small query, the saved jobs' ids (listSavedJobIds), asked once per session and
 * then kept current by the toggles themselves: a save or an unsave edits it at once (optimistic)
 * and puts it back, with words, when the server refuses. listPublicJobs stays public.
 */

export const SAVED_JOBS_PAGE_SIZE = 20;

/** The ids every Save toggle reads: asked once per session, then only edited (never refetched on focus). */
export function savedJobIdsOptions() {
  return { ...listSavedJobIdsOptions(), staleTime: Infinity };
}

/** ?page=N of the saved-jobs page (1 when missing or invalid). */
export function savedJobsPage(params: URLSearchParams): number {
  const raw = params.get('page');
  const page = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= 100_000 ? page : 1;
}

/** The page of saved jobs /saved-jobs shows (its route loader prefetches the same one). */
export function savedJobsOptions(page: number) {
  return listSavedJobsOptions({ query: { page, page_size: SAVED_JOBS_PAGE_SIZE } });
}

/** The ids with `jobId` in (first: newest saved) or out. */
function withJob(ids: SavedJobIds, jobId: string, saved: boolean): SavedJobIds {
  const rest = ids.job_ids.filter((id) => id !== jobId);
  const job_ids = saved ? [jobId, ...rest] : rest;
  return { job_ids, count: job_ids.length };
}

function setSaved(queryClient: QueryClient, jobId: string, saved: boolean) {
  queryClient.setQueryData<SavedJobIds>(listSavedJobIdsQueryKey(), (ids) =>
    ids ? withJob(ids, jobId, saved) : ids,
  );
}

/** What a refused save or unsave says (the toggle has gone back to what it was). */
export function savedJobError(error: unknown, saving: boolean): string {
  if (saving && isProblem(error)) {
    if (error.code === 'saved_jobs_limit')
      return "You've saved as many jobs as you can. Remove one from Saved jobs to save another.";
    if (error.code === 'job_closed') return 'This job no longer accepts applications.';
    if (error.status === 404) return 'This job is no longer available.';
  }
  return saving ? "Couldn't save the job. Try again." : "Couldn't remove the saved job. Try again.";
}

export interface SaveChange {
  jobId: string;
  /** true: save it; false: remove it. */
  saved: boolean;
}

/**
 * Saves or unsaves a job: the ids change at once; a refusal puts this one job back (others
 * toggled meanwhile keep their change) and says why. The list of saved jobs is stale after
 * either (it is asked again when shown).
 */
export function useSaveJob() {
  const queryClient = useQueryClient();
  const save = useMutation(saveJobMutation());
  const unsave = useMutation(unsaveJobMutation());
  return async ({ jobId, saved }: SaveChange): Promise<boolean> => {
    await queryClient.cancelQueries({ queryKey: listSavedJobIdsQueryKey() });
    setSaved(queryClient, jobId, saved);
    try {
      if (saved) await save.mutateAsync({ path: { jobId } });
      else await unsave.mutateAsync({ path: { jobId } });
      // The ids were not in yet (their first request was set aside for this one), or were asked
      // while this was on its way and may not have it: ask them again.
      if (
        queryClient.getQueryData(listSavedJobIdsQueryKey()) === undefined ||
        queryClient.isFetching({ queryKey: listSavedJobIdsQueryKey() }) > 0
      )
        void queryClient.invalidateQueries({ queryKey: listSavedJobIdsQueryKey() });
      return true;
    } catch (error) {
      setSaved(queryClient, jobId, !saved);
      void notify(savedJobError(error, saved), { severity: 'error' });
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: listSavedJobsQueryKey() });
    }
  };
}
