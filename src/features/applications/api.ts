import { useMemo } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getMyApplicationOptions,
  getMyApplicationQueryKey,
  listAppliedJobsOptions,
  listAppliedJobsQueryKey,
  submitApplicationMutation,
  withdrawApplicationMutation,
} from '@generated/@tanstack/react-query.gen';
import type { ApplicationStage, Job } from '@generated/types.gen';
import { zApplicationStage } from '@generated/zod.gen';
import { profileOptions, publicJobOptions } from '@/lib/api/shared-queries';
import { isProblem } from '@/lib/problem';
import { useSession } from '@/lib/session/session-store';
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

/** ?stage=… of the applied-jobs page: one stage of the contract's ApplicationStage, or null for all. */
export function appliedJobsStage(params: URLSearchParams): ApplicationStage | null {
  const parsed = zApplicationStage.safeParse(params.get('stage'));
  return parsed.success ? parsed.data : null;
}

/** The query the page runs (the route loader prefetches the same one). */
export function appliedJobsOptions(page: number, stage: ApplicationStage | null = null) {
  return listAppliedJobsOptions({
    query: { page, page_size: APPLIED_JOBS_PAGE_SIZE, ...(stage ? { stage: [stage] } : {}) },
  });
}

/** One of the candidate's applications (/applied-jobs/:applicationId; its loader prefetches the same). */
export function myApplicationOptions(applicationId: string) {
  return getMyApplicationOptions({ path: { applicationId } });
}

/**
 * The draft of an application not sent yet, so that closing the form or reloading the job page
 * keeps what was typed (decision 012, rule 2). It lives in sessionStorage (this tab only), keyed
 * by the account and the job: another account on the same tab never sees it. The chosen file is
 * never kept (a File cannot be stored); the choice of resume is. It goes when the application is
 * sent or the person chooses to leave without saving.
 */
export type ApplyDraft = Omit<ApplyValues, 'resume_file'>;

const draftStorageKey = (userId: string, jobId: string) =>
  `jobboard.apply-draft.${userId}.${jobId}`;

/** A kept draft's screening answers: text by question id, anything else dropped. */
function answers(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function readDraft(key: string): ApplyDraft | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const text = (name: string) => {
      const value = (raw as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : '';
    };
    return {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      cover_letter: text('cover_letter'),
      resume_choice: text('resume_choice'),
      question_answers: answers((raw as Record<string, unknown>).question_answers),
      keep_for_future_roles: (raw as Record<string, unknown>).keep_for_future_roles === true,
    };
  } catch {
    return null; // storage refused or the text is not ours: no draft
  }
}

export function useApplyDraft(jobId: string) {
  const userId = useSession((s) => s.user?.id) ?? 'signed-out';
  const key = draftStorageKey(userId, jobId);
  return useMemo(
    () => ({
      read: () => readDraft(key),
      save({ resume_file: _file, ...kept }: ApplyValues) {
        try {
          sessionStorage.setItem(key, JSON.stringify(kept));
        } catch {
          // storage full or refused: the draft lives as long as the form
        }
      },
      clear() {
        try {
          sessionStorage.removeItem(key);
        } catch {
          // nothing was stored
        }
      },
    }),
    [key],
  );
}

/** Applied (or told so): the draft goes, and the job and the applied jobs are asked again (the server says "Applied"). */
function refreshAfterApplying(queryClient: QueryClient, jobId: string) {
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

/**
 * Withdraws one of the candidate's applications. The answer is the application as it now stands
 * (its page shows it at once); the applied jobs and the job's page (which then says they withdrew)
 * are asked again. A 409 (the employer decided meanwhile) makes the application stale too.
 */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  const stale = (applicationId: string, jobId?: string) => {
    void queryClient.invalidateQueries({ queryKey: listAppliedJobsQueryKey() });
    if (jobId) refreshAfterApplying(queryClient, jobId);
    else
      void queryClient.invalidateQueries({
        queryKey: getMyApplicationQueryKey({ path: { applicationId } }),
      });
  };
  return useMutation({
    ...withdrawApplicationMutation(),
    onSuccess: (application) => {
      queryClient.setQueryData(
        getMyApplicationQueryKey({ path: { applicationId: application.id } }),
        application,
      );
      stale(application.id, application.job.id);
    },
    onError: (error, { path }) => {
      if (isProblem(error) && error.status === 409) stale(path.applicationId);
    },
  });
}
