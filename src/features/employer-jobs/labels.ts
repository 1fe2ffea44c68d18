import type { JobStatus, Salary, ScreeningQuestionKind } from '@generated/types.gen';
import { zJobStatus } from '@generated/zod.gen';

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

/** A labels record as a select's options, in the record's order. */
export const labelOptions = <V extends string>(labels: Record<V, string>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
