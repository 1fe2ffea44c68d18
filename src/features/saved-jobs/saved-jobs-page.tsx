import { JobRow } from '@/components/job-row';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Bookmark from 'lucide-react/icons/bookmark';
import { Link, useSearchParams } from 'react-router';
import type { SavedJob } from '@generated/types.gen';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { captureOpener, keepFocusNear } from '@/components/ui/focus-return';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format/date';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';
import {
  SAVED_JOBS_PAGE_SIZE,
  savedJobIdsOptions,
  savedJobsOptions,
  savedJobsPage,
  useSaveJob,
} from './api';

function SavedJobRow({
  job,
  onRemove,
}: {
  job: SavedJob;
  onRemove: (button: HTMLElement) => void;
}) {
  const closed = !job.accepting_applications;
  return (
    <JobRow
      job={job}
      to={paths.job(job.slug)}
      className="flex-wrap gap-y-2"
      dates={
        <>
          Saved <time dateTime={job.saved_at}>{formatDate(job.saved_at)}</time>
        </>
      }
      end={
        <div className="flex shrink-0 items-center gap-2">
          {closed && (
            <Badge variant="outline">
              <span className="sr-only">Status: </span>Closed: no longer accepting applications
            </Badge>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="relative z-10"
            onClick={(event) => onRemove(event.currentTarget)}
          >
            Remove<span className="sr-only"> {job.title} from saved jobs</span>
          </Button>
        </div>
      }
    />
  );
}

/**
 * /saved-jobs: the candidate's saved jobs, newest saved first, paged. A closed job is shown as
 * closed (no Apply) and can be removed like any other. A removed row leaves at once (the ids the
 * toggles read say it is gone; the page is asked again), and focus moves to the next row's Remove
 * button, or to the heading after the last one (docs/decisions/012 rule 3).
 */
export function SavedJobsPage() {
  const [params] = useSearchParams();
  const page = savedJobsPage(params);
  const saved = useQuery({ ...savedJobsOptions(page), placeholderData: keepPreviousData });
  const ids = useQuery(savedJobIdsOptions());
  const toggle = useSaveJob();

  const remove = (job: SavedJob, button: HTMLElement) => {
    keepFocusNear(captureOpener(button));
    void toggle({ jobId: job.id, saved: false });
  };

  let body: React.ReactNode;
  if (saved.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading your saved jobs…</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} rounded="xl" className="h-[82px]" />
        ))}
      </div>
    );
  } else if (saved.isError) {
    body = (
      <QueryErrorAlert
        title="We couldn't load your saved jobs."
        error={saved.error}
        onRetry={() => void saved.refetch()}
      />
    );
  } else {
    // Rows removed here (or unsaved elsewhere) leave before the page is asked again.
    const kept = ids.data ? new Set(ids.data.job_ids) : null;
    const results = saved.data.results.filter((job) => !kept || kept.has(job.id));
    const count = ids.data?.count ?? saved.data.count;
    const totalPages = Math.max(1, Math.ceil(saved.data.count / SAVED_JOBS_PAGE_SIZE));
    body =
      results.length === 0 && count === 0 ? (
        <EmptyState
          icon={Bookmark}
          title="No saved jobs yet"
          text="Save jobs you're interested in and they wait for you here: select Save on a job to keep it for later."
          action={
            <Link className={buttonVariants()} to={paths.jobs()}>
              Find jobs
            </Link>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            {count === 1 ? '1 saved job' : `${count} saved jobs`}
          </p>
          <ul
            className={cn('flex flex-col gap-3', saved.isPlaceholderData && 'opacity-60')}
            aria-busy={saved.isPlaceholderData || undefined}
          >
            {results.map((job) => (
              <SavedJobRow key={job.id} job={job} onRemove={(button) => remove(job, button)} />
            ))}
          </ul>
          <Pager
            label="Pagination"
            page={page}
            pageCount={totalPages}
            hrefFor={(p) => `?page=${p}`}
          />
        </>
      );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Saved jobs" />
      <h1 className="text-2xl font-bold tracking-tight">Saved jobs</h1>
      {body}
    </div>
  );
}
