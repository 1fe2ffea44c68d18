// Over 400 lines on purpose: the open and the closed job share the header, the description and
// the side lists (open jobs, similar jobs); the apply action and JSON-LD live in their own modules.
import { useMemo, useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import Briefcase from 'lucide-react/icons/briefcase';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CircleSlash from 'lucide-react/icons/circle-slash';
import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import Users from 'lucide-react/icons/users';
import { Link, useLocation } from 'react-router';
import type { Employer, Job } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { NotFoundPage } from '@/components/not-found-page';
import { PageDescription, PageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CompanyLogo } from '@/components/company-logo';
import { JsonLd } from '@/components/json-ld';
import { formatSalary } from '@/lib/format/salary';
import { paths } from '@/config/paths';
import { isJobSlug, jobPageOptions } from './api';
import { SaveJobControl } from '@/components/save-job-slot';
import { JobCards, JobListSkeleton } from './job-list';
import { jobMetaDescription } from './job-meta';
import { jobPostingJsonLd, serializeJsonLd } from '@/lib/seo/job-posting-json-ld';
import {
  employmentTypeLabels,
  formatLocations,
  seniorityLabels,
  workplaceTypeLabels,
} from './labels';
import { env } from '@/config/env';
import { formatDate, formatPostedDate } from '@/lib/format/date';
import { SanitizedHtml } from '@/components/sanitized-html';
import { sanitizeRichText } from '@/lib/rich-text';

export interface JobDetailPageProps {
  slug: string;
  /** The apply action (composed by the route from the applications feature). */
  renderApply: (job: Job) => ReactNode;
}

interface ProblemLike {
  status?: number;
}

/**
 * /job/{slug}: the job, its company, similar jobs, the apply action and JobPosting JSON-LD; a
 * closed job says it no longer accepts applications and shows its company's open jobs instead.
 */
export function JobDetailPage({ slug, renderApply }: JobDetailPageProps) {
  const { pathname } = useLocation();
  const valid = isJobSlug(slug);
  const jobQuery = useQuery({ ...jobPageOptions.job(slug), enabled: valid });

  if (!valid) return <NotFoundPage path={pathname} />;
  if (jobQuery.isPending) return <JobDetailSkeleton />;
  if (jobQuery.isError) {
    const status = (jobQuery.error as ProblemLike).status;
    if (status === 404 || status === 400) return <NotFoundPage path={pathname} />;
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8">
        <PageTitle title="Job" />
        <h1 className="sr-only">Job</h1>
        <QueryErrorAlert
          title="We couldn't load this job."
          error={jobQuery.error}
          onRetry={() => void jobQuery.refetch()}
        />
      </div>
    );
  }
  return <JobDetail job={jobQuery.data} renderApply={renderApply} />;
}

function Meta({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </span>
  );
}

function JobDetail({ job, renderApply }: { job: Job; renderApply: (job: Job) => ReactNode }) {
  const employer = useQuery(jobPageOptions.employer(job.employer.slug));
  const description = useMemo(() => sanitizeRichText(job.description), [job.description]);
  const jsonLd = useMemo(
    () =>
      serializeJsonLd(
        jobPostingJsonLd(job, {
          url: new URL(paths.job(job.slug), window.location.origin).href,
          descriptionHtml: description,
          employer: employer.data,
        }),
      ),
    [job, description, employer.data],
  );
  const salary = formatSalary(job.salary);
  const places = formatLocations(job.locations);
  // A closed job (3.1.0: 200 with accepting_applications false) keeps its page but says so: no
  // apply action, no JobPosting for search engines, the company's open jobs instead.
  const open = job.accepting_applications;

  return (
    <article className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <PageTitle title={`${job.title} at ${job.employer.name}`} />
      <PageDescription content={jobMetaDescription(job, description)} />
      {open && <JsonLd json={jsonLd} />}
      <header className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <CompanyLogo
            name={job.employer.name}
            url={job.employer.logo_url}
            size="lg"
            loading="eager"
          />
          <div className="flex min-w-0 flex-col gap-2">
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{job.title}</h1>
            <p className="font-medium text-muted-foreground">{job.employer.name}</p>
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {places && <Meta icon={MapPin}>{places}</Meta>}
              <Meta icon={Briefcase}>
                {employmentTypeLabels[job.employment_type]} · {seniorityLabels[job.seniority]}
              </Meta>
              {job.published_at && (
                <Meta icon={CalendarClock}>
                  Posted{' '}
                  <time dateTime={job.published_at}>{formatPostedDate(job.published_at)}</time>
                </Meta>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{workplaceTypeLabels[job.workplace_type]}</Badge>
              {salary ? (
                <span className="text-sm font-semibold">{salary}</span>
              ) : (
                <span className="text-sm text-muted-foreground">Salary not published</span>
              )}
            </div>
          </div>
        </div>
        {open && (
          <div className="flex shrink-0 flex-col gap-2 md:items-end">
            <div className="flex flex-wrap items-center gap-2">
              <SaveJobControl job={job} place="page" />
              {renderApply(job)}
            </div>
            {job.valid_through && (
              <p className="text-xs text-muted-foreground">
                Apply by <time dateTime={job.valid_through}>{formatDate(job.valid_through)}</time>
              </p>
            )}
          </div>
        )}
      </header>
      {!open && (
        <>
          <ClosedNotice job={job} />
          <CompanyOpenJobs job={job} />
        </>
      )}

      <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="job-description">
            <h2 id="job-description" className="mb-3 text-lg font-semibold">
              About the job
            </h2>
            <SanitizedHtml html={job.description} />
          </section>
          {job.benefits && (
            <section aria-labelledby="job-benefits">
              <h2 id="job-benefits" className="mb-3 text-lg font-semibold">
                Benefits
              </h2>
              <p className="whitespace-pre-line">{job.benefits}</p>
            </section>
          )}
          {job.skills.length > 0 && (
            <section aria-labelledby="job-skills">
              <h2 id="job-skills" className="mb-3 text-lg font-semibold">
                Skills
              </h2>
              <ul className="flex flex-wrap gap-2">
                {job.skills.map((skill) => (
                  <li key={skill}>
                    <Badge variant="outline" size="md">
                      {skill}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <CompanyCard job={job} employer={employer} />
      </div>

      <RelatedJobs job={job} closed={!open} />
    </article>
  );
}

/** What a closed job's page says where the apply button was. */
function ClosedNotice({ job }: { job: Job }) {
  const [now] = useState(Date.now);
  const lapsed = job.valid_through !== null && Date.parse(job.valid_through) <= now;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <CircleSlash className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">This job is no longer accepting applications</p>
        <p className="text-sm">
          {lapsed && job.valid_through ? (
            <>
              Applications closed on{' '}
              <time dateTime={job.valid_through}>{formatDate(job.valid_through)}</time>.
            </>
          ) : (
            <>{job.employer.name} has closed it.</>
          )}{' '}
          Their open jobs are listed below.
        </p>
      </div>
    </div>
  );
}

/**
 * A closed job's company: its open jobs (listPublicEmployerJobs). No link to the company page:
 * /employer/{slug} is behind the employer sign-in, a dead end for a candidate.
 */
function CompanyOpenJobs({ job }: { job: Job }) {
  const jobs = useQuery(jobPageOptions.companyJobs(job.employer.slug));
  const others = jobs.data?.results.filter((j) => j.id !== job.id);
  return (
    <section aria-labelledby="company-open-jobs" className="flex flex-col gap-4 border-t pt-8">
      <h2 id="company-open-jobs" className="text-lg font-semibold">
        Open jobs at {job.employer.name}
        {jobs.data && <span className="text-muted-foreground"> ({others?.length ?? 0})</span>}
      </h2>
      {jobs.isPending ? (
        <JobListSkeleton count={2} label={`Loading ${job.employer.name}'s open jobs…`} />
      ) : jobs.isError ? (
        <LoadFailed what="Open jobs" retry={() => void jobs.refetch()} />
      ) : others && others.length > 0 ? (
        <JobCards jobs={others} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {job.employer.name} has no open jobs right now.{' '}
          <Link to={paths.jobs()} className="font-medium text-primary hover:underline">
            Browse all jobs
          </Link>
        </p>
      )}
    </section>
  );
}

function CompanyCard({ job, employer }: { job: Job; employer: UseQueryResult<Employer, unknown> }) {
  const data = employer.data;
  return (
    <Card gap="sm" aria-labelledby="company-heading">
      <div className="flex items-center gap-3">
        <CompanyLogo name={job.employer.name} url={data?.logo_url ?? job.employer.logo_url} />
        <h2 id="company-heading" className="font-semibold">
          About {job.employer.name}
        </h2>
      </div>
      {employer.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading company details…</span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : employer.isError || !data ? (
        <p className="text-sm text-muted-foreground">
          Company details are unavailable right now.{' '}
          <Button variant="link" size="inline" onClick={() => void employer.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {data.industry && (
              <>
                <dt className="text-muted-foreground">Industry</dt>
                <dd>{data.industry}</dd>
              </>
            )}
            {data.size && (
              <>
                <dt className="text-muted-foreground">Size</dt>
                <dd className="inline-flex items-center gap-1">
                  <Users className="size-3.5" aria-hidden="true" />
                  {data.size} people
                </dd>
              </>
            )}
            {data.headquarters && (
              <>
                <dt className="text-muted-foreground">Headquarters</dt>
                <dd>{data.headquarters.name}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Open jobs</dt>
            <dd>{data.open_jobs_count}</dd>
          </dl>
          <SanitizedHtml html={data?.description} />
          {data.website && /^https?:\/\//i.test(data.website) && (
            <a
              href={data.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            >
              Visit website
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </>
      )}
    </Card>
  );
}

/**
 * Similar jobs. Under a closed job, the company's open jobs are listed already (CompanyOpenJobs,
 * the same cached query): those are not listed twice.
 */
function RelatedJobs({ job, closed }: { job: Job; closed: boolean }) {
  const related = useQuery(jobPageOptions.related(job.slug));
  const companyJobs = useQuery({
    ...jobPageOptions.companyJobs(job.employer.slug),
    enabled: closed,
  });
  const listed = new Set(closed ? (companyJobs.data?.results.map((j) => j.id) ?? []) : []);
  const similar = related.data?.filter((j) => !listed.has(j.id));
  if (related.isSuccess && similar?.length === 0) return null;
  return (
    <section aria-labelledby="related-jobs" className="flex flex-col gap-4 border-t pt-8">
      <h2 id="related-jobs" className="text-lg font-semibold">
        Similar jobs
      </h2>
      {related.isPending ? (
        <JobListSkeleton count={2} label="Loading similar jobs…" />
      ) : related.isError ? (
        <LoadFailed what="Similar jobs" retry={() => void related.refetch()} />
      ) : (
        <JobCards jobs={similar ?? []} />
      )}
    </section>
  );
}

/** The skeleton's heading, which a prerendered job page fills with the job's title early (src/app/prerender.tsx). */
export const JOB_TITLE_SLOT = 'job-title';

/**
 * At least a screen tall, like the job it stands for: the footer stays below the fold while the
 * job loads, so nothing in view moves when it arrives (the prerendered job page is this skeleton).
 */
function JobDetailSkeleton() {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-8 px-4 py-8" role="status">
      <PageTitle title="Job" />
      <PageDescription
        content={`A job on ${env.appName}: what it is, where, what it pays, and how to apply.`}
      />
      <span className="sr-only">Loading the job…</span>
      <div className="flex items-start gap-4">
        <Skeleton rounded="lg" className="size-16 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {/* Empty (hidden) until a prerendered page's early answer fills it with the title: two
              lines at most, in a box as tall either way, so nothing below moves. */}
          <div className="h-16 md:h-[4.5rem]">
            <h1
              data-early-text={JOB_TITLE_SLOT}
              className="line-clamp-2 text-2xl font-bold tracking-tight empty:hidden md:text-3xl"
            />
            <Skeleton className="h-9 w-2/3 [h1:not(:empty)+&]:hidden" />
          </div>
          <Skeleton className="h-6 w-1/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-[22px] w-40" />
        </div>
        <Skeleton className="hidden h-10 w-32 md:block" />
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]" aria-hidden="true">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-7 w-40" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-4" style={{ width: `${90 - (i % 3) * 15}%` }} />
          ))}
        </div>
        <Skeleton rounded="xl" className="h-64" />
      </div>
    </div>
  );
}

/** A side list that failed to load: says which, with a retry (the page itself stays). */
function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <p className="text-sm text-muted-foreground">
      {what} couldn't be loaded.{' '}
      <Button variant="link" size="inline" onClick={retry}>
        Try again
      </Button>
    </p>
  );
}
