import { useUrlSearch } from '@/hooks/use-url-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import SearchX from 'lucide-react/icons/search-x';
import type { JobStatus } from '@generated/types.gen';
import { CardTable } from '@/components/card-table';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { PreloadLink } from '@/components/preload-link';
import { buttonVariants } from '@/components/ui/button';
import { SearchBox } from '@/components/search-box';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';
import { DeleteJobButton, JobStatusBadge, JobStatusSelect } from './job-actions';
import { JOB_STATUSES, jobStatusLabels } from './labels';
import { plural, statusBreakdown } from './job-activity';
import { useEmployerContext } from '@/hooks/use-employer-context';
import { formatDate } from '@/lib/format/date';
import { formatLocations } from '@/lib/format/labels';
import { QueryList } from '@/components/query-list';
import {
  employerJobsOptions,
  JOBS_PAGE_SIZE,
  jobStatusCountsOptions,
  readJobsListParams,
} from './api';

/** /employer/jobs: the company's jobs by status, with search and pages; actions for owners and admins. */
export function EmployerJobsList() {
  const { employerId, permissions } = useEmployerContext();
  const [searchParams] = useSearchParams();
  const params = readJobsListParams(searchParams);
  // Typing updates the URL once it pauses.
  const [searchText, setSearchText] = useUrlSearch(params.search);

  const counts = useQuery(jobStatusCountsOptions(employerId));
  const jobs = useQuery({
    ...employerJobsOptions(employerId, params),
    placeholderData: keepPreviousData,
  });

  const hrefFor = (patch: Partial<Record<'status' | 'page', string | undefined>>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };

  const tabs: { status?: JobStatus; label: string; count?: number }[] = [
    { label: 'All', count: counts.data?.total },
    ...JOB_STATUSES.map((status) => ({
      status,
      label: jobStatusLabels[status],
      count: counts.data?.[status],
    })),
  ];
  const filtered = Boolean(params.status || params.search);
  const pageLink = (page: number) => hrefFor({ page: page > 1 ? String(page) : undefined });
  const pageCount = jobs.data ? Math.max(1, Math.ceil(jobs.data.count / JOBS_PAGE_SIZE)) : 1;
  const postJob = permissions.manageJobs && (
    <PreloadLink className={buttonVariants()} to={paths.employer.newJob()}>
      <Plus aria-hidden="true" /> Post a job
    </PreloadLink>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Jobs"
        description="Every job of your company, in every status."
        actions={postJob}
      />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        {/* Wraps on phones: every status stays in reach without a sideways swipe. */}
        <nav aria-label="Filter by status" className="-mb-px flex flex-wrap gap-1 border-b">
          {tabs.map((tab) => {
            const current = params.status === tab.status;
            return (
              <Link
                key={tab.label}
                to={hrefFor({ status: tab.status, page: undefined })}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  current
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {tab.label}
                <span className="min-w-5 rounded-full bg-muted px-1.5 text-center text-xs tabular-nums text-foreground">
                  {tab.count ?? <span className="sr-only">loading</span>}
                  {tab.count === undefined && <span aria-hidden="true">–</span>}
                </span>
              </Link>
            );
          })}
        </nav>
        <SearchBox
          label="Search jobs by title"
          placeholder="Search by title"
          className="lg:w-72"
          value={searchText}
          onChange={setSearchText}
        />
      </div>

      <QueryList
        query={jobs}
        loading={<ListSkeleton label="Loading jobs…" count={5} itemClassName="h-[60px]" />}
        errorTitle="We couldn't load your jobs."
        empty={
          filtered ? (
            <EmptyState
              icon={SearchX}
              title="No jobs match"
              text={
                params.search
                  ? `No ${params.status ? jobStatusLabels[params.status].toLowerCase() + ' ' : ''}job has “${params.search}” in its title.`
                  : `You have no ${jobStatusLabels[params.status!].toLowerCase()} jobs.`
              }
              action={
                <Link
                  className={buttonVariants({ variant: 'outline' })}
                  to="?"
                  onClick={() => setSearchText('')}
                >
                  Show all jobs
                </Link>
              }
            />
          ) : (
            <EmptyState
              icon={BriefcaseBusiness}
              title="No jobs yet"
              text={
                permissions.manageJobs
                  ? 'Post your first job: it starts as a draft that only your team sees.'
                  : 'Your company has not posted any jobs yet.'
              }
              action={postJob}
            />
          )
        }
      >
        {(data) => (
          <section aria-label="Jobs" className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.count === 1 ? '1 job' : `${data.count} jobs`}
            </p>
            <CardTable
              columns={[
                { label: 'Job' },
                { label: 'Status' },
                { label: 'Applications and views', alignEnd: true },
                { label: 'Updated' },
                permissions.manageJobs && { label: 'Actions', alignEnd: true, srOnly: true },
              ]}
            >
              {data.results.map((job) => (
                <tr
                  key={job.id}
                  role="row"
                  className="align-middle @max-2xl:grid @max-2xl:grid-cols-[minmax(0,1fr)_auto] @max-2xl:items-center @max-2xl:gap-x-3 @max-2xl:gap-y-2 @max-2xl:p-4"
                >
                  <th
                    role="rowheader"
                    scope="row"
                    className="px-4 py-3 text-left font-normal break-words @max-2xl:col-span-2 @max-2xl:p-0"
                  >
                    <PreloadLink
                      to={paths.employer.jobDetails(job.id)}
                      className="font-medium hover:underline"
                    >
                      {job.title}
                    </PreloadLink>
                    <div className="text-xs text-muted-foreground">
                      {formatLocations(job.locations)}
                    </div>
                  </th>
                  <td
                    role="cell"
                    className="px-4 py-3 @max-2xl:col-start-1 @max-2xl:row-start-2 @max-2xl:p-0"
                  >
                    {permissions.manageJobs ? (
                      <JobStatusSelect employerId={employerId} job={job} />
                    ) : (
                      <JobStatusBadge status={job.status} />
                    )}
                  </td>
                  <td
                    role="cell"
                    className="px-4 py-3 text-right tabular-nums @max-2xl:col-start-1 @max-2xl:row-start-3 @max-2xl:p-0 @max-2xl:text-left"
                  >
                    {job.applications_count}
                    {/* The card has no column header to say what the number is. */}
                    <span className="@2xl:hidden" aria-hidden="true">
                      {job.applications_count === 1 ? ' application' : ' applications'}
                    </span>
                    <div className="text-xs text-muted-foreground">
                      {[plural(job.views_count, 'view', 'views'), statusBreakdown(job)]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                  </td>
                  <td
                    role="cell"
                    className="px-4 py-3 whitespace-nowrap text-muted-foreground @max-2xl:col-start-2 @max-2xl:row-start-3 @max-2xl:p-0 @max-2xl:text-right"
                  >
                    <span className="@2xl:hidden" aria-hidden="true">
                      Updated{' '}
                    </span>
                    <time dateTime={job.updated_at}>{formatDate(job.updated_at)}</time>
                  </td>
                  {permissions.manageJobs && (
                    <td
                      role="cell"
                      className="px-4 py-3 @max-2xl:col-start-2 @max-2xl:row-start-2 @max-2xl:p-0"
                    >
                      <div className="flex justify-end gap-1">
                        <PreloadLink
                          className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}
                          to={paths.employer.editJob(job.id)}
                          aria-label={`Edit ${job.title}`}
                        >
                          <Pencil aria-hidden="true" />
                        </PreloadLink>
                        <DeleteJobButton employerId={employerId} job={job} iconOnly />
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </CardTable>
            <Pager label="Pages" page={params.page} pageCount={pageCount} hrefFor={pageLink} />
          </section>
        )}
      </QueryList>
    </div>
  );
}
