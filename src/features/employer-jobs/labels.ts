import type { ApplicationStatus, JobStatus, Salary } from '@generated/types.gen';

/** The job's enum labels live in the shared layer (the public job pages use the same words). */
export { employmentTypeLabels, seniorityLabels, workplaceTypeLabels } from '@/lib/format/labels';

export const salaryPeriodLabels: Record<Salary['period'], string> = {
  hour: 'per hour',
  day: 'per day',
  week: 'per week',
  month: 'per month',
  year: 'per year',
};

/** Currencies offered in the job form (ISO 4217). */
export const CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'INR',
  'JPY',
] as const;

export const JOB_STATUSES: JobStatus[] = ['draft', 'published', 'closed', 'archived'];

export const jobStatusLabels: Record<JobStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
  archived: 'Archived',
};

/** What each status means, for people choosing one. */
export const jobStatusDescriptions: Record<JobStatus, string> = {
  draft: 'Only your team sees it.',
  published: 'Public and open for applications.',
  closed: 'No longer public; applications stay readable.',
  archived: 'Hidden from the default list.',
};

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** The pipeline's order (the filter tabs of a job's applications). */
export const APPLICATION_STATUSES: ApplicationStatus[] = [
  'submitted',
  'in_review',
  'interviewing',
  'offered',
  'hired',
  'rejected',
];

/**
 * Where an application may move from each status. Mirrors the contract's description of
 * updateEmployerJobApplicationStatus (openapi/jobboard.yaml): submitted → in_review | rejected;
 * in_review → interviewing | rejected; interviewing → offered | rejected; offered → hired |
 * rejected; rejected → in_review (reconsider); hired is final. The server refuses any other move
 * (409 invalid_transition), so change both together.
 */
export const applicationStatusMoves: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ['in_review', 'rejected'],
  in_review: ['interviewing', 'rejected'],
  interviewing: ['offered', 'rejected'],
  offered: ['hired', 'rejected'],
  rejected: ['in_review'],
  hired: [],
};

/** Whether an application in status `from` may be moved to `to` (setting the same status again is a no-op, not a move). */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return applicationStatusMoves[from].includes(to);
}

/** A labels record as a select's options, in the record's order. */
export const labelOptions = <V extends string>(labels: Record<V, string>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
