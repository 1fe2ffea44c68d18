/**
 * Dates for people: a date-time from the API (RFC 3339, any offset, any fractional precision:
 * `2025-11-18T10:00:00.123456+01:00`) shown as a day in the reader's own time zone. One place, so
 * every page shows the same day for the same moment.
 */
import { dateTimeFormat, formatterCache } from './intl';

interface DateOptions {
  locale?: string;
  /** IANA zone; default: the reader's own (the browser's). */
  timeZone?: string;
}

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Nov 18, 2025": one format per locale and zone. */
const dayFormat = formatterCache(
  (locale: string, timeZone: string | undefined) => `${locale} ${timeZone ?? ''}`,
  (locale: string, timeZone: string | undefined) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
);

/** "2025-11-18" in a zone (en-CA writes the ISO order), to count calendar days there. */
const isoDayFormat = formatterCache(
  (timeZone: string) => timeZone,
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    }),
);

/** "Nov 18, 2025" (en), in the reader's time zone; '' for a missing or unreadable value. */
export function formatDate(
  iso: string | null | undefined,
  { locale = 'en', timeZone }: DateOptions = {},
): string {
  const date = parse(iso);
  return date ? dayFormat(locale, timeZone).format(date) : '';
}

/**
 * The calendar day of a moment in a zone, as a day number (for differences in days). The reader's
 * own zone needs no formatter (the Date's local fields are that zone's): a list of jobs then
 * creates none just to count days.
 */
function dayNumber(date: Date, timeZone: string | undefined): number {
  if (timeZone === undefined)
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  const [y, m, d] = isoDayFormat(timeZone).format(date).split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
}

/** "Today", "Yesterday", "3 days ago" by the reader's calendar, then the date. */
export function formatPostedDate(
  iso: string,
  now: Date = new Date(),
  options: DateOptions = {},
): string {
  const posted = parse(iso);
  if (!posted) return '';
  const days = dayNumber(now, options.timeZone) - dayNumber(posted, options.timeZone);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 30) return `${days} days ago`;
  return dayFormat(options.locale ?? 'en', options.timeZone).format(posted);
}

/**
 * A moment in words, to the minute, in the reader's time zone: "Nov 20, 14:05"; with the year
 * when it is not the current one ("Nov 20, 2025, 14:05"). '' for a missing or unreadable value.
 */
export function formatDateTime(
  iso: string | null | undefined,
  now: Date = new Date(),
  { locale = 'en', timeZone }: DateOptions = {},
): string {
  const date = parse(iso);
  if (!date) return '';
  const year = (d: Date) => dateTimeFormat('en', { year: 'numeric', timeZone }).format(d);
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(year(date) === year(now) ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}
