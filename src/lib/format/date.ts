/**
 * Dates for people: a date-time from the API (RFC 3339, any offset, any fractional precision:
 * `2025-11-18T10:00:00.123456+01:00`) shown as a day in the reader's own time zone. One place, so
 * every page shows the same day for the same moment.
 */
import { dateTimeFormat } from './intl';

export interface DateOptions {
  locale?: string;
  /** IANA zone; default: the reader's own (the browser's). */
  timeZone?: string;
}

/** The moment an API date-time names; null for a missing or unreadable value. */
export const parseDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const day = (date: Date, { locale = 'en', timeZone }: DateOptions) =>
  dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    date,
  );

/** "Nov 18, 2025" (en), in the reader's time zone; '' for a missing or unreadable value. */
export function formatDate(iso: string | null | undefined, options: DateOptions = {}): string {
  const date = parseDate(iso);
  return date ? day(date, options) : '';
}

/**
 * The calendar day of a moment in a zone, as a day number (for differences in days). The reader's
 * own zone needs no formatter (the Date's local fields are that zone's): a list of jobs then
 * creates none just to count days.
 */
function dayNumber(date: Date, timeZone: string | undefined): number {
  if (timeZone === undefined)
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  const [y, m, d] = dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  })
    .format(date)
    .split('-')
    .map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
}

/**
 * When a job was posted, the words after "Posted" (one casing on every page): "today",
 * "yesterday", "3 days ago" by the reader's calendar, then the date.
 */
export function formatPostedDate(
  iso: string,
  now: Date = new Date(),
  options: DateOptions = {},
): string {
  const posted = parseDate(iso);
  if (!posted) return '';
  const days = dayNumber(now, options.timeZone) - dayNumber(posted, options.timeZone);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return day(posted, options);
}
