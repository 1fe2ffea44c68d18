import { keepPreviousData, useQuery } from '@tanstack/react-query';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import { Link, useSearchParams } from 'react-router';
import type { AppliedJob, ApplicationStatus } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { CompanyLogo } from '@/components/company-logo';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format/date';
import { paths } from '@/config/paths';
import { APPLIED_JOBS_PAGE_SIZE, appliedJobsPage, appliedJobsOptions } from './api';

const applicationStatusLabels: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  interviewing: 'Interviewing',
  offered: 'Offer made',
  hired: 'Hired',
  rejected: 'Not selected',
};

const statusVariant: Record<
  ApplicationStatus,
  'secondary' | 'outline' | 'success' | 'destructive' | 'default'
> = {
  submitted: 'outline',
  in_review: 'secondary',
  interviewing: 'default',
  offered: 'success',
  hired: 'success',
  rejected: 'destructive',
};

function AppliedJobRow({ job, href }: { job: AppliedJob; href: string }) {
  return (
    <li className="relative flex items-center gap-4 rounded-xl border bg-card p-4 focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-sm">
      <CompanyLogo name={job.employer.name} url={job.employer.logo_url} alt="" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="text-base font-semibold break-words">
          <Link to={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {job.title}
          </Link>
        </h2>
        <p className="text-sm break-words text-muted-foreground">{job.employer.name}</p>
        <p className="text-xs text-muted-foreground">
          Applied <time dateTime={job.applied_at}>{formatDate(job.applied_at)}</time>
        </p>
      </div>
      <Badge variant={statusVariant[job.status]} className="shrink-0">
        <span className="sr-only">Status: </span>
        {applicationStatusLabels[job.status]}
      </Badge>
    </li>
  );
}

/** /applied-jobs: the candidate's applications, newest first. */
export function AppliedJobsPage() {
  const [params] = useSearchParams();
  const page = appliedJobsPage(params);
  const applied = useQuery({ ...appliedJobsOptions(page), placeholderData: keepPreviousData });

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
  } else if (applied.data.results.length === 0) {
    body = (
      <EmptyState
        icon={BriefcaseBusiness}
        title="No applications yet"
        text="When you apply to a job, it shows up here with its status."
        action={
          <Button asChild>
            <Link to={paths.jobs()}>Find jobs</Link>
          </Button>
        }
      />
    );
  } else {
    const { count, results } = applied.data;
    const totalPages = Math.max(1, Math.ceil(count / APPLIED_JOBS_PAGE_SIZE));
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          {count === 1 ? '1 application' : `${count} applications`}
        </p>
        <ul
          className={cn('flex flex-col gap-3', applied.isPlaceholderData && 'opacity-60')}
          aria-busy={applied.isPlaceholderData || undefined}
        >
          {results.map((job) => (
            <AppliedJobRow key={job.application_id} job={job} href={paths.job(job.slug)} />
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
      <PageTitle title="Applied jobs" />
      <h1 className="text-2xl font-bold tracking-tight">Applied jobs</h1>
      {body}
    </div>
  );
}
