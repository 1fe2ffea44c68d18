import { useId, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Building2 from 'lucide-react/icons/building-complex';
import Plus from 'lucide-react/icons/plus';
import UserPlus from 'lucide-react/icons/user-plus';
import type { JobStatusCount } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { QueryList } from '@/components/query-list';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { PreloadLink } from '@/components/preload-link';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';
import { JobStatusBadge } from './job-actions';
import { JOB_STATUSES, jobStatusDescriptions, jobStatusLabels } from './labels';
import { activitySummary } from './job-activity';
import { useEmployerContext } from '@/hooks/use-employer-context';
import { formatDate } from '@/lib/format/date';
import { dashboardOptions, NEWEST_JOBS } from './api';

const barColor: Record<(typeof JOB_STATUSES)[number], string> = {
  draft: 'bg-muted-foreground/50',
  published: 'bg-success',
  closed: 'bg-amber-700',
  // Every segment stands out from the track and the page (WCAG 1.4.11, 3:1): archived was the
  // border's colour, nearly invisible.
  archived: 'bg-slate-600',
};

/** /employer: job counts per status, the newest jobs with their applications, quick actions. */
export function EmployerDashboard() {
  const { company, employerId, permissions } = useEmployerContext();
  const name = useSession((s) => s.user?.name);
  const queries = dashboardOptions(employerId);
  const counts = useQuery(queries.counts);
  const newest = useQuery(queries.newest);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Dashboard"
        description={
          name
            ? `Welcome back, ${name.split(' ')[0]}. Here is how ${company?.employer_name ?? 'your company'} is hiring.`
            : undefined
        }
        actions={
          <>
            {permissions.manageJobs && (
              <PreloadLink className={buttonVariants()} to={paths.employer.newJob()}>
                <Plus aria-hidden="true" /> Post a job
              </PreloadLink>
            )}
            {permissions.manageTeam && (
              <PreloadLink
                className={buttonVariants({ variant: 'outline' })}
                to={paths.employer.team()}
              >
                <UserPlus aria-hidden="true" /> Invite a teammate
              </PreloadLink>
            )}
          </>
        }
      />

      <StatusOverview counts={counts} />

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="newest-jobs" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="newest-jobs" className="text-lg font-semibold">
              Newest jobs
            </h2>
            <PreloadLink
              to={paths.employer.jobs()}
              className="text-sm font-medium text-primary hover:underline"
            >
              All jobs
            </PreloadLink>
          </div>
          <QueryList
            query={newest}
            loading={
              <ListSkeleton
                label="Loading the newest jobs…"
                count={3}
                rounded="xl"
                itemClassName="h-[68px]"
              />
            }
            errorTitle="We couldn't load your jobs."
            empty={
              <EmptyState
                icon={BriefcaseBusiness}
                headingLevel={3}
                title="No jobs yet"
                text={
                  permissions.manageJobs
                    ? 'Post your first job to start receiving applications.'
                    : 'Your company has not posted any jobs yet.'
                }
                action={
                  permissions.manageJobs && (
                    <PreloadLink className={buttonVariants()} to={paths.employer.newJob()}>
                      Post a job
                    </PreloadLink>
                  )
                }
              />
            }
          >
            {(data) => (
              <ul className="flex flex-col divide-y rounded-xl border bg-card">
                {data.results.slice(0, NEWEST_JOBS).map((job) => (
                  // Phones: the title on its own line, whole (wrapped); status and count below it.
                  <li
                    key={job.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
                  >
                    <div className="flex min-w-0 basis-full flex-col sm:basis-0 sm:flex-1">
                      <PreloadLink
                        to={paths.employer.jobDetails(job.id)}
                        className="font-medium break-words hover:underline"
                      >
                        {job.title}
                      </PreloadLink>
                      <span className="text-xs text-muted-foreground">
                        Created <time dateTime={job.created_at}>{formatDate(job.created_at)}</time>
                      </span>
                    </div>
                    <JobStatusBadge status={job.status} />
                    <span className="ml-auto text-right text-sm tabular-nums sm:ml-0 sm:w-64">
                      {activitySummary(job)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </QueryList>
        </section>

        <Card gap="sm" className="h-fit">
          <h2 className="text-lg font-semibold">Quick actions</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {permissions.manageJobs && (
              <li>
                <QuickAction to={paths.employer.newJob()} icon={Plus}>
                  Post a job
                </QuickAction>
              </li>
            )}
            {permissions.manageTeam && (
              <li>
                <QuickAction to={paths.employer.team()} icon={UserPlus}>
                  Invite a teammate
                </QuickAction>
              </li>
            )}
            <li>
              <QuickAction to={paths.employer.jobs()} icon={BriefcaseBusiness}>
                Manage jobs
              </QuickAction>
            </li>
            {company && (
              <li>
                <QuickAction to={paths.employer.company(company.employer_slug)} icon={Building2}>
                  {permissions.manageCompany ? 'Edit the company page' : 'View the company page'}
                </QuickAction>
              </li>
            )}
          </ul>
        </Card>
      </div>
    </div>
  );
}

/** A link of the dashboard's Quick actions: its icon, then its words. */
function QuickAction({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <PreloadLink
      to={to}
      className="inline-flex items-center gap-2 rounded-md py-1 font-medium text-primary hover:underline"
    >
      <Icon className="size-4" aria-hidden="true" /> {children}
    </PreloadLink>
  );
}

function StatusOverview({ counts }: { counts: UseQueryResult<JobStatusCount, unknown> }) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="text-lg font-semibold">
      Jobs by status
    </h2>
  );
  if (counts.isPending) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        {heading}
        <div role="status" className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <span className="sr-only">Loading job counts…</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} rounded="xl" className="h-[92px]" />
          ))}
        </div>
        <Skeleton rounded="full" className="h-3" />
      </section>
    );
  }
  if (counts.isError) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        {heading}
        <QueryErrorAlert
          title="We couldn't load your job counts."
          error={counts.error}
          onRetry={() => void counts.refetch()}
        />
      </section>
    );
  }
  const data = counts.data;
  const cards = [
    {
      key: 'total',
      label: 'All jobs',
      value: data.total,
      href: paths.employer.jobs(),
      hint: 'In every status',
    },
    ...JOB_STATUSES.map((status) => ({
      key: status,
      label: jobStatusLabels[status],
      value: data[status],
      href: paths.employer.jobs(status),
      hint: jobStatusDescriptions[status],
    })),
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      {heading}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {cards.map((card) => (
          <li key={card.key}>
            <PreloadLink
              to={card.href}
              className="flex h-[92px] flex-col justify-between rounded-xl border bg-card p-4 shadow-xs outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              title={card.hint}
            >
              <span className="text-sm text-muted-foreground">{card.label}</span>
              <span className="text-2xl font-semibold tabular-nums">{card.value}</span>
            </PreloadLink>
          </li>
        ))}
      </ul>
      {/* A small stacked bar: the share of each status (the numbers above say the same for AT). */}
      <div aria-hidden="true" className="flex h-3 w-full overflow-hidden rounded-full bg-muted">
        {data.total > 0 &&
          JOB_STATUSES.map((status) =>
            data[status] > 0 ? (
              <div
                key={status}
                className={barColor[status]}
                style={{ width: `${(data[status] / data.total) * 100}%` }}
                title={jobStatusLabels[status]}
              />
            ) : null,
          )}
      </div>
      {data.total > 0 && (
        <ul
          aria-hidden="true"
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        >
          {JOB_STATUSES.map((status) => (
            <li key={status} className="inline-flex items-center gap-1.5">
              <span className={`size-2.5 rounded-full ${barColor[status]}`} />
              {jobStatusLabels[status]}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
