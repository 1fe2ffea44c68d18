import { describe, expect, it } from 'vitest';
import { inTimeZone, localizeDates } from './serialize';

describe('date-times as DRF writes them in its time zone', () => {
  it.each([
    ['2025-11-18T09:00:00Z', 'Europe/Berlin', '2025-11-18T10:00:00+01:00'],
    ['2025-11-18T09:00:00.123456Z', 'Europe/Berlin', '2025-11-18T10:00:00.123456+01:00'],
    ['2025-07-18T09:00:00Z', 'Europe/Berlin', '2025-07-18T11:00:00+02:00'],
    ['2025-11-18T03:30:00.5Z', 'America/New_York', '2025-11-17T22:30:00.5-05:00'],
    ['2025-11-18T09:00:00Z', 'Asia/Kolkata', '2025-11-18T14:30:00+05:30'],
    ['2025-11-18T09:00:00Z', 'UTC', '2025-11-18T09:00:00Z'],
  ])('%s in %s is %s (the same moment)', (iso, zone, expected) => {
    const local = inTimeZone(iso, zone);
    expect(local).toBe(expected);
    expect(Date.parse(local)).toBe(Date.parse(iso));
  });

  it('converts every date-time of an answer and nothing else', () => {
    expect(
      localizeDates(
        { a: ['2025-11-18T09:00:00Z'], b: { c: '2025-11-18' }, d: 'hello', e: 3, f: null },
        'Europe/Berlin',
      ),
    ).toEqual({
      a: ['2025-11-18T10:00:00+01:00'],
      b: { c: '2025-11-18' },
      d: 'hello',
      e: 3,
      f: null,
    });
  });
});
