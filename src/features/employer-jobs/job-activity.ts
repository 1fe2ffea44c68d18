import type { ApplicationStatus, EmployerJob } from '@generated/types.gen';
import { numberFormat } from '@/lib/format/intl';
import { APPLICATION_STATUSES } from '@/lib/application-status';

type Activity = Pick<EmployerJob, 'views_count' | 'applications_count' | 'applications_by_status'>;

/** "1 view", "1,480 views". */
export const plural = (n: number, one: string, many: string) =>
  `${numberFormat('en', {}).format(n)} ${n === 1 ? one : many}`;

/** How a status reads in a count ("3 new", "1 in review"). */
const inCount: Record<ApplicationStatus, string> = {
  submitted: 'new',
  in_review: 'in review',
  interviewing: 'interviewing',
  offered: 'offered',
  hired: 'hired',
  rejected: 'rejected',
};

/** "124 views · 8 applications (3 new)": a job's views and applications in one line. */
export function activitySummary(job: Activity): string {
  const fresh = job.applications_by_status.submitted;
  return (
    `${plural(job.views_count, 'view', 'views')} · ` +
    `${plural(job.applications_count, 'application', 'applications')}` +
    (fresh > 0 ? ` (${fresh} new)` : '')
  );
}

/** "3 new · 1 in review · 2 rejected": the statuses that hold applications, in pipeline order. */
export function statusBreakdown(job: Activity): string {
  return APPLICATION_STATUSES.filter((s) => job.applications_by_status[s] > 0)
    .map((s) => `${job.applications_by_status[s]} ${inCount[s]}`)
    .join(' · ');
}
