import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  exportEmployerJobApplicationsOptions,
  getEmployerJobStatsOptions,
  recordJobViewMutation,
} from '@generated/@tanstack/react-query.gen';
import type { ExportEmployerJobApplicationsData } from '@generated/types.gen';
import { saveTextFile } from '@/lib/save-file';

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

/** The filter of the CSV export (the contract's query of exportEmployerJobApplications: the applications views' filter). */
export type ExportFilter = NonNullable<ExportEmployerJobApplicationsData['query']>;

/**
 * Downloads a job's applications as CSV (exportEmployerJobApplications) and saves the file. The
 * answer is not kept in the cache: every click asks for the applications as they are now.
 */
export function useDownloadApplicationsCsv(
  employerId: string,
  job: { id: string; slug: string },
  filter?: ExportFilter,
) {
  const queryClient = useQueryClient();
  const filtered = filter !== undefined && Object.keys(filter).length > 0;
  return useMutation({
    mutationFn: async () => {
      const options = exportEmployerJobApplicationsOptions({
        path: { employerId, jobId: job.id },
        ...(filtered ? { query: filter } : {}),
      });
      const csv = await queryClient.fetchQuery({ ...options, staleTime: 0, gcTime: 0 });
      // The contract's filename: a filtered file says so (its first line says which filter).
      const name = `${job.slug}-applications${filtered ? '-filtered' : ''}.csv`;
      saveTextFile(csv, name, 'text/csv;charset=utf-8');
    },
  });
}
