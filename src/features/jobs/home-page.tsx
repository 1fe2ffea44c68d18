import { useQuery } from '@tanstack/react-query';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { PageDescription, PageTitle } from '@/components/page-title';
import { useSafeNavigate } from '@/lib/navigation';
import {
  EMPTY_FILTERS,
  jobFiltersToSearchParams,
  jobsSearchString,
  type JobFilters,
} from './job-filters';
import { paths } from '@/config/paths';
import { JobCards, JobListSkeleton } from './job-list';
import { JobSearchBar } from './job-search-bar';
import { NEWEST_JOBS_COUNT, newestJobsOptions } from './api';

const QUICK_SEARCHES: { label: string; filters: Partial<JobFilters> }[] = [
  { label: 'Remote', filters: { workplaceTypes: ['remote'] } },
  { label: 'Hybrid', filters: { workplaceTypes: ['hybrid'] } },
  { label: 'Part-time', filters: { employmentTypes: ['part_time'] } },
  { label: 'Internships', filters: { employmentTypes: ['internship'] } },
  { label: 'Posted this week', filters: { postedWithin: 7 } },
  { label: 'Senior roles', filters: { seniority: 'senior' } },
];

function NewestJobs() {
  const jobs = useQuery(newestJobsOptions());
  if (jobs.isPending)
    return <JobListSkeleton count={NEWEST_JOBS_COUNT} label="Loading the newest jobs…" />;
  if (jobs.isError) {
    return (
      <QueryErrorAlert
        title="We couldn't load the newest jobs."
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
      />
    );
  }
  if (jobs.data.results.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        No jobs are published right now. Check back soon.
      </p>
    );
  }
  return <JobCards jobs={jobs.data.results} />;
}

/** Home: a search entry that lands on /jobs, quick searches, and the newest jobs. */
export function HomePage() {
  const navigate = useSafeNavigate();
  return (
    <>
      <PageTitle title="Find your next job" />
      <PageDescription content="Find your next job: search jobs by keyword, location and salary, and apply in minutes." />
      <section className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-14 md:py-20">
          <div className="flex flex-col gap-3 text-center">
            <h1 className="text-3xl font-bold tracking-tight md:text-5xl">Find your next job</h1>
            <p className="text-lg text-muted-foreground">
              Search open roles from companies that publish the salary, the team and how they work.
            </p>
          </div>
          <JobSearchBar
            size="lg"
            onSearch={({ search, location }) =>
              // Focus goes to the results heading once they are in, as on /jobs (decision 012, rule 3).
              navigate(paths.jobs(jobsSearchString(search, location)), {
                state: { focusResults: true },
              })
            }
            className="rounded-xl border bg-background p-4 shadow-sm"
          />
          <nav
            aria-label="Popular searches"
            className="flex flex-wrap items-center justify-center gap-2 text-sm"
          >
            <span className="text-muted-foreground">Popular:</span>
            {QUICK_SEARCHES.map((quick) => (
              <Link
                key={quick.label}
                to={paths.jobs(
                  jobFiltersToSearchParams({ ...EMPTY_FILTERS, ...quick.filters }).toString(),
                )}
                className="rounded-full border bg-background px-3 py-1 font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {quick.label}
              </Link>
            ))}
          </nav>
        </div>
      </section>
      <section
        aria-labelledby="newest-jobs"
        className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-12"
      >
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="newest-jobs" className="text-xl font-semibold tracking-tight">
            Newest jobs
          </h2>
          <Link
            to={paths.jobs()}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            See all jobs
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <NewestJobs />
      </section>
    </>
  );
}
