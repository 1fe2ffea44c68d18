import { memo } from 'react';
import { replaceEqualDeep } from '@tanstack/react-query';
import { PreloadLink } from '@/components/preload-link';
import MapPin from 'lucide-react/icons/map-pin';
import type { JobListItem } from '@generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CompanyLogo } from '@/components/company-logo';
import { SaveJobControl } from '@/components/save-job-slot';
import { employmentTypeLabels, workplaceTypeLabels } from './labels';
import { formatPostedDate } from '@/lib/format/date';
import { formatLocations } from '@/lib/format/labels';
import { formatSalary } from '@/lib/format/salary';

export interface JobCardProps {
  job: JobListItem;
  href: string;
}

/**
 * One job in a list: title, company and logo, locations, workplace type, salary, posted date, and
 * the Save toggle (the app's, through `SaveJobControl`), above the card's stretched link.
 *
 * Memoised on its data: a list that re-renders, or a new answer that brings the same job again
 * (new objects, same values), renders only the cards whose job changed (decision 013).
 */
export const JobCard = memo(function JobCard({ job, href }: JobCardProps) {
  const salary = formatSalary(job.salary);
  const places = formatLocations(job.locations);
  return (
    <Card
      layout="row"
      className="relative transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
    >
      <CompanyLogo name={job.employer.name} url={job.employer.logo_url} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <h3 className="min-w-0 flex-1 text-base font-semibold leading-snug">
            {/* The stretched link makes the whole card clickable while keeping one tab stop. */}
            <PreloadLink
              to={href}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {job.title}
            </PreloadLink>
          </h3>
          <SaveJobControl job={job} place="card" />
        </div>
        <p className="text-sm text-muted-foreground">{job.employer.name}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {places && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {places}
            </span>
          )}
          {salary && <span className="font-medium text-foreground">{salary}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Badge variant="secondary">{workplaceTypeLabels[job.workplace_type]}</Badge>
          <Badge variant="outline">{employmentTypeLabels[job.employment_type]}</Badge>
          {job.published_at && (
            <span className="ml-auto text-xs text-muted-foreground">
              Posted <time dateTime={job.published_at}>{formatPostedDate(job.published_at)}</time>
            </span>
          )}
        </div>
      </div>
    </Card>
  );
}, sameCard);

/** The same link and the same job data (TanStack Query's deep compare: the same object back when equal). */
function sameCard(before: JobCardProps, after: JobCardProps): boolean {
  return before.href === after.href && replaceEqualDeep(before.job, after.job) === before.job;
}
