import { describe, expect, it } from 'vitest';
import { formatDate, formatPostedDate } from './date';
import { formatDateTime } from './date-time';

describe('formatDate', () => {
  it.each([
    // The same moment is a different day in different places.
    ['2025-11-18T23:30:00.123456-05:00', 'America/New_York', 'Nov 18, 2025'],
    ['2025-11-18T23:30:00.123456-05:00', 'Europe/Berlin', 'Nov 19, 2025'],
    ['2025-11-18T00:30:00+01:00', 'UTC', 'Nov 17, 2025'],
    ['2025-11-18T00:30:00+01:00', 'Europe/Berlin', 'Nov 18, 2025'],
    ['2025-11-18T09:00:00Z', 'Asia/Tokyo', 'Nov 18, 2025'],
    ['2025-11-18T20:00:00.5Z', 'Asia/Tokyo', 'Nov 19, 2025'],
  ])('%s in %s is %s', (iso, timeZone, day) => {
    expect(formatDate(iso, { timeZone })).toBe(day);
  });

  it('uses the reader’s zone by default', () => {
    const iso = '2025-11-18T23:30:00.123456-05:00';
    const local = new Date(iso);
    expect(formatDate(iso)).toBe(
      new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        local,
      ),
    );
  });

  it.each([null, undefined, '', 'not a date'])('is empty for %s', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('formatPostedDate', () => {
  const now = new Date('2025-11-21T07:00:00Z');
  it('counts the reader’s calendar days', () => {
    // 23:30 New York on the 20th is the 21st in Berlin: "today" there, "yesterday" in New York.
    const iso = '2025-11-20T23:30:00.000001-05:00';
    expect(formatPostedDate(iso, now, { timeZone: 'Europe/Berlin' })).toBe('today');
    expect(formatPostedDate(iso, now, { timeZone: 'America/New_York' })).toBe('yesterday');
  });

  it('says days ago within a month, then the date', () => {
    expect(formatPostedDate('2025-11-18T09:00:00.123456+01:00', now, { timeZone: 'UTC' })).toBe(
      '3 days ago',
    );
    expect(formatPostedDate('2025-09-01T09:00:00Z', now, { timeZone: 'UTC' })).toBe('Sep 1, 2025');
    expect(formatPostedDate('garbage', now)).toBe('');
  });
});

describe('formatDateTime', () => {
  const now = new Date('2025-11-21T12:00:00Z');
  it('says the day and the minute in the reader’s zone, 24-hour, the year only when it is another', () => {
    expect(formatDateTime('2025-11-20T14:05:59.123456Z', now, { timeZone: 'UTC' })).toBe(
      'Nov 20, 14:05',
    );
    expect(formatDateTime('2025-11-20T14:05:00+01:00', now, { timeZone: 'Europe/Berlin' })).toBe(
      'Nov 20, 14:05',
    );
    expect(formatDateTime('2024-12-31T23:30:00Z', now, { timeZone: 'UTC' })).toBe(
      'Dec 31, 2024, 23:30',
    );
    expect(formatDateTime('2025-11-21T00:00:00Z', now, { timeZone: 'UTC' })).toBe('Nov 21, 00:00');
    expect(formatDateTime(null, now)).toBe('');
    expect(formatDateTime('not a date', now)).toBe('');
  });
});
