/**
 * Pay for people: the job's salary range as one line, the same on the public job pages and the
 * employer's. One place, so every page shows the same amount for the same job.
 */
import type { Salary } from '@generated/types.gen';
import { numberFormat } from './intl';

const periodLabels: Record<Salary['period'], string> = {
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** A salary's period as the job form offers it ("per year"). */
export const salaryPeriodLabels: Record<Salary['period'], string> = {
  hour: 'per hour',
  day: 'per day',
  week: 'per week',
  month: 'per month',
  year: 'per year',
};

/** The currencies a salary is offered in (ISO 4217). */
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

/**
 * "€60,000 – €75,000 / year", "€3,000 / month"; null when the job gives no salary. Whole amounts
 * show no cents; rates like 22.50 (the contract allows them) keep theirs.
 */
export function formatSalary(salary: Salary | null | undefined, locale = 'en'): string | null {
  if (!salary) return null;
  const { min, max, currency, period } = salary;
  const whole = Number.isInteger(min) && Number.isInteger(max);
  const money = numberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
  const range = min === max ? money.format(min) : `${money.format(min)} – ${money.format(max)}`;
  return `${range} / ${periodLabels[period]}`;
}
