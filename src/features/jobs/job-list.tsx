import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { JobListItem } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { EmptyState } from '@/components/empty-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import Bookmark from 'lucide-react/icons/bookmark';
import { formatCount } from '@/lib/format/intl';
import { cn } from '@/lib/utils';
import { paths } from '@/config/paths';
import { JobCard } from './job-card';
import { JOBS_PAGE_SIZE } from './job-filters';
import { usePublicJobs, type PublicJobsQuery } from './api';

export interface JobListProps {
  query: PublicJobsQuery;
  /** Link to another page of the same search; pagination is shown when given. */
  pageHref?: (page: number) => string;
  /** Offered in the empty state when filters are active. */
  onClearFilters?: () => void;
  /**
   * Set (a new value each time) when a search, a filter or a page change asks for the results:
   * once they are in, focus moves to the results heading (decision 012, rule 3).
   */
  focusKey?: string | null;
}

/**
 * The skeleton cards' titles, which a prerendered /jobs fills from its early answer, before the
 * app's code has arrived (src/app/prerender.tsx): the first job titles are the page's largest
 * content.
 */
export const EARLY_CARD_TITLES = 4;
export const jobCardTitleSlot = (index: number) => `job-card-title-${index}`;

/**
 * A placeholder shaped like JobCard. Its title line is the card's own title box (same classes,
 * beside a box the size of the card's Save toggle), so a title filled in early (`titleSlot`)
 * wraps as the card's will (two lines at most); empty, it is a bar.
 */
function JobCardSkeleton({ titleSlot }: { titleSlot?: string }) {
  return (
    <Card layout="row" aria-hidden="true">
      <Skeleton rounded="lg" className="size-12 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {/* As tall as two lines of title, which an early title fills without moving anything. */}
        <div className="flex min-h-11 items-start gap-3">
          <div
            data-early-text={titleSlot}
            className="line-clamp-2 min-w-0 flex-1 text-base leading-snug font-semibold empty:h-[22px] empty:max-w-2/3 empty:animate-pulse empty:rounded-md empty:bg-muted"
          />
          <Skeleton className="ml-auto flex shrink-0">
            <span className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'invisible')}>
              <Bookmark />
              Save
            </span>
          </Skeleton>
        </div>
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-5 w-1/2" />
        <div className="flex gap-2 pt-1">
          <Skeleton className="h-[22px] w-16" />
          <Skeleton className="h-[22px] w-20" />
        </div>
      </div>
    </Card>
  );
}

export function JobListSkeleton({
  count = EARLY_CARD_TITLES,
  label = 'Loading jobs…',
  earlyTitles = false,
}: {
  count?: number;
  label?: string;
  /** Marks the cards' titles for the early answer of a prerendered /jobs (jobCardTitleSlot). */
  earlyTitles?: boolean;
}) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <JobCardSkeleton key={i} titleSlot={earlyTitles ? jobCardTitleSlot(i) : undefined} />
      ))}
    </div>
  );
}

/** The cards a list shows in its first render: more than a tall screen holds. */
export const FIRST_RENDER_CARDS = 6;

/**
 * A list of job cards. A list that appears renders its first FIRST_RENDER_CARDS cards at once
 * and the rest in a render of its own right after (React's deferred value, started from that
 * count), so the page's first paint carries only the cards a screen shows (decision 013).
 */
export function JobCards({ jobs }: { jobs: readonly JobListItem[] }) {
  const shown = useDeferredValue(jobs.length, Math.min(jobs.length, FIRST_RENDER_CARDS));
  return (
    <ul className="flex flex-col gap-3">
      {jobs.slice(0, shown).map((job) => (
        <li key={job.id}>
          <JobCard job={job} href={paths.job(job.slug)} />
        </li>
      ))}
    </ul>
  );
}

/** Numbered pages around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set(
    [1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : 'gap');
    out.push(p);
  });
  return out;
}

const pageLinkClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A page link's history state: the search page moves focus to the results heading. */
const FOCUS_RESULTS = { focusResults: true };

/** Previous or Next: a link, or a disabled look at either end. */
function StepLink({ to, rel }: { to: string | null; rel: 'prev' | 'next' }) {
  const label = rel === 'prev' ? 'Previous' : 'Next';
  return to ? (
    <Link to={to} state={FOCUS_RESULTS} className={pageLinkClass} rel={rel}>
      {label}
    </Link>
  ) : (
    <span className={cn(pageLinkClass, 'pointer-events-none opacity-50')} aria-disabled="true">
      {label}
    </span>
  );
}

function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-center gap-1.5 pt-2"
    >
      <StepLink to={page > 1 ? href(page - 1) : null} rel="prev" />
      {pageWindow(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            state={FOCUS_RESULTS}
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            className={cn(
              pageLinkClass,
              p === page && 'border-primary bg-primary text-primary-foreground hover:bg-primary',
            )}
          >
            {p}
          </Link>
        ),
      )}
      <StepLink to={page < totalPages ? href(page + 1) : null} rel="next" />
    </nav>
  );
}

interface ProblemLike {
  status?: number;
  code?: string;
}

/**
 * The public job list with its count, pages, and loading, empty and error states. After a search,
 * a filter or a page change (`focusKey`), focus moves to the heading that says what came back
 * (the count, or that nothing matches), never to the top of the page. Memoised: it renders when
 * its search or its results change, not for the rest of the page (and then only the cards whose
 * job changed render, JobCard).
 */
export const JobList = memo(function JobList({ focusKey, ...props }: JobListProps) {
  // The previous results stay (dimmed) while a new search loads: no flash, no layout shift.
  const jobs = usePublicJobs(props.query);
  const box = useRef<HTMLDivElement>(null);
  const settled = !jobs.isPending && !jobs.isPlaceholderData;
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!focusKey || !settled || focused.current === focusKey) return;
    focused.current = focusKey;
    const heading = box.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }, [focusKey, settled]);
  return (
    <div ref={box}>
      <JobListBody {...props} jobs={jobs} />
    </div>
  );
});

function JobListBody({
  jobs,
  query,
  pageHref,
  onClearFilters,
}: Omit<JobListProps, 'focusKey'> & { jobs: ReturnType<typeof usePublicJobs> }) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? JOBS_PAGE_SIZE;

  if (jobs.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <Skeleton className="h-7 w-24" />
        <JobListSkeleton earlyTitles />
      </div>
    );
  }

  if (jobs.isError && !jobs.data) {
    const problem = jobs.error as ProblemLike;
    if (problem.status === 404 && page > 1 && pageHref) {
      return (
        <EmptyState
          title="This page of results doesn't exist"
          text="This search has fewer results than that. Go back to the first page."
          action={
            <Link className={buttonVariants({ variant: 'outline' })} to={pageHref(1)}>
              First page
            </Link>
          }
        />
      );
    }
    return (
      <QueryErrorAlert
        title="We couldn't load jobs."
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
      />
    );
  }

  const { count, results } = jobs.data;
  if (results.length === 0) {
    return (
      <EmptyState
        title="No jobs match your search"
        text="Try fewer filters, a different keyword or another location."
        action={
          onClearFilters ? (
            <Button variant="outline" onClick={onClearFilters}>
              Clear all filters
            </Button>
          ) : undefined
        }
      />
    );
  }

  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const updating = jobs.isPlaceholderData;
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label="Job results"
        aria-busy={updating || undefined}
        className="flex flex-col gap-3"
      >
        <h2
          tabIndex={-1}
          className="rounded-sm text-lg font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-live="polite"
        >
          {count === 1 ? '1 job' : `${formatCount(count)} jobs`}
          {totalPages > 1 && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              page {page} of {totalPages}
            </span>
          )}
        </h2>
        <div className={cn('transition-opacity', updating && 'opacity-60')}>
          <JobCards jobs={results} />
        </div>
      </section>
      {pageHref && <Pagination page={page} totalPages={totalPages} href={pageHref} />}
    </div>
  );
}
