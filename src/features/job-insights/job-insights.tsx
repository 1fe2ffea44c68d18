import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { DownloadButton, DownloadFailure } from '@/components/download-button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { numberFormat } from '@/lib/format/intl';
import { jobStatsOptions, useDownloadApplicationsCsv, type ExportFilter } from './api';
import { ActivityChart } from './activity-chart';

export interface JobInsightsProps {
  employerId: string;
  job: { id: string; slug: string; title: string };
  /** The applications' filter (the route gives the one the applications tab shows): the CSV holds only those. */
  exportFilter?: ExportFilter;
}

const count = (n: number, one: string, many: string) =>
  `${numberFormat('en', {}).format(n)} ${n === 1 ? one : many}`;

/**
 * A job's activity on its details page: views and applications in all, a chart
 * of applications per day over 30 days with its numbers as a table, and the applications as CSV.
 * Any role may read and download.
 */
export function JobInsights({ employerId, job, exportFilter }: JobInsightsProps) {
  const headingId = useId();
  const stats = useQuery(jobStatsOptions(employerId, job.id));
  const download = useDownloadApplicationsCsv(employerId, job, exportFilter);
  const filtered = exportFilter !== undefined && Object.keys(exportFilter).length > 0;
  return (
    <Card gap="sm" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Activity
        </h2>
        <DownloadButton size="sm" pending={download.isPending} onDownload={() => download.mutate()}>
          {filtered ? 'Download CSV (filtered)' : 'Download CSV'}
        </DownloadButton>
      </div>
      {download.isError && <DownloadFailure what="the applications" error={download.error} />}
      {stats.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading the job’s activity…</span>
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : stats.isError ? (
        <QueryErrorAlert
          title="We couldn't load this job's activity."
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <>
          <p className="text-sm">
            <strong className="font-semibold tabular-nums">
              {count(stats.data.views_total, 'view', 'views')}
            </strong>{' '}
            of its public page ·{' '}
            <strong className="font-semibold tabular-nums">
              {count(stats.data.applications_total, 'application', 'applications')}
            </strong>{' '}
            in all
          </p>
          {stats.data.days.some((d) => d.views > 0 || d.applications > 0) ? (
            <ActivityChart stats={stats.data} />
          ) : (
            <p className="text-sm text-muted-foreground">
              No views or applications in the last 30 days. Views are counted once per visitor a
              day, your team’s own visits left out.
            </p>
          )}
        </>
      )}
    </Card>
  );
}
