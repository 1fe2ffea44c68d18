/**
 * A moment to the minute, in the reader's own time zone (the day alone: ./date.ts). A module of
 * its own: the pages that show one (an application's activity) are not the public job pages, whose
 * first load carries ./date.ts.
 */
import { parseDate, type DateOptions } from './date';
import { dateTimeFormat } from './intl';

/**
 * A moment in words, to the minute, in the reader's time zone: "Nov 20, 14:05"; with the year
 * when it is not the current one ("Nov 20, 2025, 14:05"). '' for a missing or unreadable value.
 */
export function formatDateTime(
  iso: string | null | undefined,
  now: Date = new Date(),
  { locale = 'en', timeZone }: DateOptions = {},
): string {
  const date = parseDate(iso);
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
