import type { JobListItem, Salary } from '@generated/types.gen';

export const employmentTypeLabels: Record<JobListItem['employment_type'], string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  freelance: 'Freelance',
};

export const workplaceTypeLabels: Record<JobListItem['workplace_type'], string> = {
  on_site: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const seniorityLabels: Record<JobListItem['seniority'], string> = {
  internship: 'Internship',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  director: 'Director',
  executive: 'Executive',
};

const periodLabels: Record<Salary['period'], string> = {
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** One formatter per locale and currency (creating one per card costs more than the card). */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    moneyFormats.set(key, format);
  }
  return format;
}

/** "€60,000 – €75,000 / year"; null when the job gives no salary. */
export function formatSalary(salary: Salary | null | undefined, locale = 'en'): string | null {
  if (!salary) return null;
  const money = moneyFormat(locale, salary.currency);
  const { min, max } = salary;
  const range =
    min != null && max != null && min !== max
      ? `${money.format(min)} – ${money.format(max)}`
      : min != null
        ? max != null
          ? money.format(min)
          : `From ${money.format(min)}`
        : max != null
          ? `Up to ${money.format(max)}`
          : null;
  return range ? `${range} / ${periodLabels[salary.period]}` : null;
}

export const postedWithinLabels: Record<1 | 7 | 30, string> = {
  1: 'Past 24 hours',
  7: 'Past week',
  30: 'Past month',
};

export const orderingLabels: Record<'-published_at' | 'published_at' | '-salary_max', string> = {
  '-published_at': 'Newest first',
  published_at: 'Oldest first',
  '-salary_max': 'Highest salary',
};

/** "Berlin, Germany · Munich, Germany". */
export function formatLocations(locations: readonly { name: string }[]): string {
  return locations.map((l) => l.name).join(' · ');
}

