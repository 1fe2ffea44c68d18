import type { ApplicationStatus, EmployerJob, JobStatus, Salary } from '@generated/types.gen';

/** Labels for the job's enums (the candidate-side feature has its own copy: features don't share). */
export const employmentTypeLabels: Record<EmployerJob['employment_type'], string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  freelance: 'Freelance',
};

export const workplaceTypeLabels: Record<EmployerJob['workplace_type'], string> = {
  on_site: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const seniorityLabels: Record<EmployerJob['seniority'], string> = {
  internship: 'Internship',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  director: 'Director',
  executive: 'Executive',
};

export const salaryPeriodLabels: Record<Salary['period'], string> = {
  hour: 'per hour',
  day: 'per day',
  week: 'per week',
  month: 'per month',
  year: 'per year',
};

/** Currencies offered in the job form (ISO 4217). */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'INR', 'JPY'] as const;

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

/** "€75,000 – €95,000 per year"; null when the job gives no salary. */
export function formatSalary(salary: Salary | null | undefined, locale = 'en'): string | null {
  if (!salary) return null;
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: Number.isInteger(salary.min) && Number.isInteger(salary.max) ? 0 : 2,
  });
  const range = salary.min === salary.max ? money.format(salary.min) : `${money.format(salary.min)} – ${money.format(salary.max)}`;
  return `${range} ${salaryPeriodLabels[salary.period]}`;
}

