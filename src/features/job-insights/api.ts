import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exportEmployerJobApplicationsOptions,
  getEmployerJobStatsOptions,
  recordJobViewMutation,
} from '@generated/@tanstack/react-query.gen';
import { saveTextFile } from './save-file';

/**
 * The job insights feature's calls (docs/backend-guide.md, "What each job is doing"): a view of a public job page, a job's views
 * and applications per day, and its applications as CSV.
 */

/** A job's totals and its last 30 days (the job details page). */
export const jobStatsOptions = (employerId: string, jobId: string) =>
  getEmployerJobStatsOptions({ path: { employerId, jobId } });

/**
 * Records one view of a public job page (recordJobView): fire and forget, never retried (the
 * server counts a visitor once a day anyway). Loaded only when the job page is idle.
 */
export async function recordJobView(jobSlug: string): Promise<void> {
  const { mutationFn } = recordJobViewMutation();
  if (!mutationFn) throw new Error('recordJobView has no call');
  await mutationFn({ path: { jobSlug } }, undefined as never);
}

/**
 * Downloads a job's applications as CSV (exportEmployerJobApplications) and saves the file. The
 * answer is not kept in the cache: every click asks for the applications as they are now.
 */
export function useDownloadApplicationsCsv(employerId: string, job: { id: string; slug: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = exportEmployerJobApplicationsOptions({
        path: { employerId, jobId: job.id },
      });
      const csv = await queryClient.fetchQuery({ ...options, staleTime: 0, gcTime: 0 });
      saveTextFile(csv, `${job.slug}-applications.csv`, 'text/csv;charset=utf-8');
    },
  });
}
