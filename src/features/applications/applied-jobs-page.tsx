import { JobRow } from '@/components/job-row';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import { Link, useSearchParams } from 'react-router';
import type { AppliedJob, ApplicationStage } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format/date';
import { paths } from '@/config/paths';
import {
  APPLIED_JOBS_PAGE_SIZE,
  appliedJobsOptions,
  appliedJobsPage,
  appliedJobsStage,
} from './api';
import { STAGES, StageBadge, stageLabel } from './stage';

function AppliedJobRow({ job }: { job: AppliedJob }) {
  return (
    <JobRow
      job={job}
      to={paths.application(job.application_id)}
      dates={
        <>
          Applied <time dateTime={job.applied_at}>{formatDate(job.applied_at)}</time>
          {job.stage_changed_at !== job.applied_at && (
            <>
              {' · '}Updated{' '}
              <time dateTime={job.stage_changed_at}>{formatDate(job.stage_changed_at)}</time>
            </>
          )}
        </>
      }
      end={<StageBadge stage={job.stage} className="shrink-0" />}
    />
  );
}

/** The stage filter: links that keep the choice in the URL (?stage=…); "All" drops it. */
function StageFilter({ current }: { current: ApplicationStage | null }) {
  const item = (stage: ApplicationStage | null, label: string) => (
    <li key={stage ?? 'all'}>
      <Link
        to={stage ? `?stage=${stage}` : '?'}
        aria-current={current === stage ? 'page' : undefined}
        className={cn(
          'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
          current === stage
            ? 'border-primary bg-primary text-primary-foreground'
            : 'hover:bg-accent',
        )}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Filter by stage">
      <ul className="flex flex-wrap gap-2">
        {item(null, 'All')}
        {STAGES.map((stage) => item(stage, stageLabel(stage)))}
      </ul>
    </nav>
  );
}

/** /applied-jobs: the candidate's applications, newest first, optionally of one stage (?stage=…). */
export function AppliedJobsPage() {
  const [params] = useSearchParams();
  const page = appliedJobsPage(params);
  const stage = appliedJobsStage(params);
  const applied = useQuery({
    ...appliedJobsOptions(page, stage),
    placeholderData: keepPreviousData,
  });

  let body: React.ReactNode;
  if (applied.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading your applications…</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} rounded="xl" className="h-[82px]" />
        ))}
      </div>
    );
  } else if (applied.isError) {
    body = (
      <QueryErrorAlert
        title="We couldn't load your applications."
        error={applied.error}
        onRetry={() => void applied.refetch()}
      />
    );
  } else if (applied.data.results.length === 0 && stage) {
    body = (
      <EmptyState
        icon={BriefcaseBusiness}
        title="None in this stage"
        text={`None of your applications is at “${stageLabel(stage)}” right now.`}
        action={
          <Link className={buttonVariants({ variant: 'outline' })} to="?">
            Show all applications
          </Link>
        }
      />
    );
  } else if (applied.data.results.length === 0) {
    body = (
      <EmptyState
        icon={BriefcaseBusiness}
        title="No applications yet"
        text="When you apply to a job, it shows up here with its status."
        action={
          <Link className={buttonVariants()} to={paths.jobs()}>
            Find jobs
          </Link>
        }
      />
    );
  } else {
    const { count, results } = applied.data;
    const totalPages = Math.max(1, Math.ceil(count / APPLIED_JOBS_PAGE_SIZE));
    body = (
      <>
        <p className="text-sm text-muted-foreground" role="status">
          {count === 1 ? '1 application' : `${count} applications`}
          {stage && ` at “${stageLabel(stage)}”`}
        </p>
        <ul
          aria-label="Your applications"
          className={cn('flex flex-col gap-3', applied.isPlaceholderData && 'opacity-60')}
          aria-busy={applied.isPlaceholderData || undefined}
        >
          {results.map((job) => (
            <AppliedJobRow key={job.application_id} job={job} />
          ))}
        </ul>
        <Pager
          label="Pagination"
          page={page}
          pageCount={totalPages}
          hrefFor={(p) =>
            `?${new URLSearchParams({ ...(stage ? { stage } : {}), page: String(p) })}`
          }
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Applied jobs" />
      <h1 className="text-2xl font-bold tracking-tight">Applied jobs</h1>
      {!(applied.data?.count === 0 && !stage) && <StageFilter current={stage} />}
      {body}
    </div>
  );
}
