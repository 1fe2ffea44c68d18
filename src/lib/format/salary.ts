/**
 * Pay for people: the job's salary range as one line, the same on the public job pages and the
 * employer's. One place, so every page shows the same amount for the same job.
 */
import type { Salary } from '@generated/types.gen';

const periodLabels: Record<Salary['period'], string> = {
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** Formatters are costly to create (a list of 20 jobs would create 20): one per locale, currency and shape. */
const formatters = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale} ${currency} ${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "€60,000 – €75,000 / year", "€3,000 / month"; null when the job gives no salary. Whole amounts
 * show no cents; rates like 22.50 (the contract allows them) keep theirs.
 */
export function formatSalary(salary: Salary | null | undefined, locale = 'en'): string | null {
  if (!salary) return null;
  const { min, max, currency, period } = salary;
  const whole = Number.isInteger(min) && Number.isInteger(max);
  const money = moneyFormat(locale, currency, whole);
  const range = min === max ? money.format(min) : `${money.format(min)} – ${money.format(max)}`;
  return `${range} / ${periodLabels[period]}`;
}
