import { applicationStatusTransitions } from '@generated/rules.gen';
import type {
  ApplicationStatus,
  JobStatus,
  Salary,
  ScreeningQuestionKind,
} from '@generated/types.gen';
import { zApplicationStatus, zJobStatus } from '@generated/zod.gen';

/** The job's enum labels live in the shared layer (the public job pages use the same words). */
export { employmentTypeLabels, seniorityLabels, workplaceTypeLabels } from '@/lib/format/labels';

/** How each kind of screening question is named in the job form. */
export const screeningKindLabels: Record<ScreeningQuestionKind, string> = {
  yes_no: 'Yes / No',
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'Single choice',
  number: 'Number',
};

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

/** The job statuses in the contract's order (JobStatus). */
export const JOB_STATUSES: readonly JobStatus[] = zJobStatus.options;

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

/** The pipeline's order (the filter tabs of a job's applications): the contract's ApplicationStatus. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = zApplicationStatus.options;

/**
 * Where an application may move from each status: the contract's `x-transitions` of
 * ApplicationStatus (generated/rules.gen.ts), which the server enforces too (409
 * invalid_transition for any other move). Change the contract, not this file.
 */
export const applicationStatusMoves: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = applicationStatusTransitions;

/** Whether an application in status `from` may be moved to `to` (setting the same status again is a no-op, not a move). */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return applicationStatusMoves[from].includes(to);
}

/** A labels record as a select's options, in the record's order. */
export const labelOptions = <V extends string>(labels: Record<V, string>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
