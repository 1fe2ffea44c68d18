import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { JobCard } from './job-card';
import { publicJobsOptions, type PublicJobsQuery } from './public-jobs-query';

export interface JobListProps {
  query: PublicJobsQuery;
  jobHref: (slug: string) => string;
}

/** The public job list with its loading, empty and error states. */
export function JobList({ query, jobHref }: JobListProps) {
  const jobs = useQuery(publicJobsOptions(query));

  if (jobs.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">Loading jobs…</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[124px] rounded-xl" />
        ))}
      </div>
    );
  }

  if (jobs.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>We couldn't load jobs.</AlertTitle>
        <AlertDescription>
          <p>Check your connection and try again.</p>
          <div>
            <Button variant="outline" size="sm" onClick={() => void jobs.refetch()}>
              Try again
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }

  const { count, results } = jobs.data;
  if (results.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="font-semibold">No jobs match your search</h2>
        <p className="text-sm text-muted-foreground">Try fewer filters or a different keyword.</p>
      </div>
    );
  }

  return (
    <section aria-label="Job results" className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {count === 1 ? '1 job' : `${count.toLocaleString('en')} jobs`}
      </p>
      <ul className="flex flex-col gap-3">
        {results.map((job) => (
          <li key={job.id}>
            <JobCard job={job} href={jobHref(job.slug)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
