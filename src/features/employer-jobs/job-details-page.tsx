import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import { employerJobOptions, isJobId } from './api';
import type { EmployerJobDetail } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { PreloadLink } from '@/components/preload-link';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSafeNavigate } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { DeleteJobButton, JobStatusBadge, JobStatusControls } from './job-actions';
import { isJobMissing, JobNotFound } from './job-states';
import { JobQuestionsSummary } from './job-questions-summary';
import { employmentTypeLabels, seniorityLabels, workplaceTypeLabels } from './labels';
import { SanitizedHtml } from '@/components/sanitized-html';
import { useEmployerContext } from '@/hooks/use-employer-context';
import { formatDate } from '@/lib/format/date';
import { formatSalary } from '@/lib/format/salary';

export interface JobDetailsPageProps {
  jobId: string;
  /** The job's activity: views, applications per day, CSV (composed by the route from job-insights): the Activity tab. */
  renderInsights?: (job: EmployerJobDetail) => ReactNode;
  /** The job's applications (composed by the route from job-applications): the first tab. */
  renderApplications?: (job: EmployerJobDetail) => ReactNode;
}

/**
 * /employer/job/details/{id}: the job, its status, and below its head three tabs (Radix Tabs; the
 * one shown is `?tab=`): its applications first (a job with thousands of them is read board first,
 * not below the description), its description as candidates see it, and its activity. The route
 * fills the applications and the activity from other features.
 */
export function JobDetailsPage({ jobId, renderInsights, renderApplications }: JobDetailsPageProps) {
  const { employerId, permissions } = useEmployerContext();
  const go = useSafeNavigate();
  // An id that cannot be a job's (`bad-id`, the nil UUID) is not asked for: it is not found.
  const wellFormed = isJobId(jobId);
  const job = useQuery({ ...employerJobOptions(employerId, jobId), enabled: wellFormed });
  // The section on screen lives in the URL (`?tab=`): the applications first, when there are any to show.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab =
    asked === 'description' || (asked === 'activity' && renderInsights)
      ? asked
      : renderApplications
        ? 'applications'
        : 'description';
  const selectTab = (value: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'applications' || (value === 'description' && !renderApplications))
          next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (!wellFormed || (job.isError && isJobMissing(job.error))) return <JobNotFound />;
  if (job.isPending) return <JobDetailsSkeleton />;
  if (job.isError) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight">Job details</h1>
        <QueryErrorAlert
          title="We couldn't load this job."
          error={job.error}
          onRetry={() => void job.refetch()}
        />
      </div>
    );
  }

  const data = job.data;
  const applications = renderApplications?.(data) ?? null;
  const insights = renderInsights?.(data) ?? null;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <JobStatusBadge status={data.status} />
            <span className="text-sm text-muted-foreground">{data.employer.name}</span>
          </div>
          <h1 className="text-2xl font-semibold tracking-tight">{data.title}</h1>
          <JobFacts job={data} />
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {permissions.manageJobs && (
            <>
              <JobStatusControls employerId={employerId} job={data} />
              <PreloadLink
                className={buttonVariants({ variant: 'outline' })}
                to={paths.employer.editJob(data.id)}
              >
                <Pencil aria-hidden="true" /> Edit
              </PreloadLink>
              <DeleteJobButton
                employerId={employerId}
                job={data}
                onDeleted={() => go(paths.employer.jobs(), { replace: true })}
              />
            </>
          )}
          {data.status === 'published' && (
            <a
              className={buttonVariants({ variant: 'ghost' })}
              href={paths.job(data.slug)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink aria-hidden="true" /> Public page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </header>

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Job sections">
          {applications !== null && <TabsTrigger value="applications">Applications</TabsTrigger>}
          <TabsTrigger value="description">Description</TabsTrigger>
          {insights !== null && <TabsTrigger value="activity">Activity</TabsTrigger>}
        </TabsList>
        {applications !== null && (
          <TabsContent value="applications" className="min-w-0">
            {applications}
          </TabsContent>
        )}
        <TabsContent value="description">
          <Card gap="sm">
            <h2 className="text-lg font-semibold">Job description</h2>
            <SanitizedHtml html={data.description} />
            {data.skills.length > 0 && (
              <>
                <h3 className="mt-2 text-base font-semibold">Skills</h3>
                <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
                  {data.skills.map((skill) => (
                    <li key={skill}>
                      <Badge variant="secondary">{skill}</Badge>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <JobQuestionsSummary questions={data.questions} />
          </Card>
        </TabsContent>
        {insights !== null && <TabsContent value="activity">{insights}</TabsContent>}
      </Tabs>
    </div>
  );
}

function JobFacts({ job }: { job: EmployerJobDetail }) {
  const salary = formatSalary(job.salary);
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <div>
        <dt className="sr-only">Locations</dt>
        <dd className="inline-flex items-center gap-1">
          <MapPin className="size-3.5" aria-hidden="true" />
          {job.locations.map((l) => l.name).join(' · ')}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Type</dt>
        <dd>
          {employmentTypeLabels[job.employment_type]} · {workplaceTypeLabels[job.workplace_type]} ·{' '}
          {seniorityLabels[job.seniority]}
        </dd>
      </div>
      {salary && (
        <div>
          <dt className="sr-only">Salary</dt>
          <dd className="font-medium text-foreground">{salary}</dd>
        </div>
      )}
      {job.published_at && (
        <div>
          <dt className="inline">Published </dt>
          <dd className="inline">
            <time dateTime={job.published_at}>{formatDate(job.published_at)}</time>
          </dd>
        </div>
      )}
      {/* A closed or archived job takes no more applications: its closing date no longer applies. */}
      {job.valid_through && (job.status === 'draft' || job.status === 'published') && (
        <div>
          <dt className="inline">
            <CalendarClock className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
            Closes{' '}
          </dt>
          <dd className="inline">
            <time dateTime={job.valid_through}>{formatDate(job.valid_through)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}

function JobDetailsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading the job…</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
      <Skeleton className="h-9 w-72" />
      <Skeleton rounded="xl" className="h-[480px]" />
    </div>
  );
}
