import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatCount, numberFormat } from './intl';
import { formatDate, formatPostedDate } from './date';
import { formatSalary } from './salary';

/** Counts the formatters of one Intl kind created from now until the test ends. */
const restores: (() => void)[] = [];
function countCreated(kind: 'NumberFormat' | 'DateTimeFormat') {
  const real = Intl[kind];
  const created = { count: 0 };
  Object.defineProperty(Intl, kind, {
    configurable: true,
    writable: true,
    value: new Proxy(real, {
      construct(target, args: unknown[]) {
        created.count += 1;
        return Reflect.construct(target, args) as object;
      },
    }),
  });
  restores.push(() =>
    Object.defineProperty(Intl, kind, { configurable: true, writable: true, value: real }),
  );
  return created;
}
afterEach(() => restores.splice(0).forEach((restore) => restore()));

describe('the shared Intl formatters', () => {
  it('one instance per locale and options, handed back every time', () => {
    const percent = numberFormat('en', { style: 'percent' });
    expect(numberFormat('en', { style: 'percent' })).toBe(percent);
    expect(numberFormat('de', { style: 'percent' })).not.toBe(percent);
    expect(numberFormat('en', { style: 'decimal' })).not.toBe(percent);
    const weekday = dateTimeFormat('en', { weekday: 'long' });
    expect(dateTimeFormat('en', { weekday: 'long' })).toBe(weekday);
    expect(dateTimeFormat('en', { weekday: 'short' })).not.toBe(weekday);
  });
});

/**
 * What a list of job cards formats, many times over (20 cards, rendered again and again): no
 * Intl formatter is created beyond the first for its locale and currency (or zone).
 */
describe('formatting a list of jobs creates each formatter once', () => {
  it('salaries: one number format per currency, whatever the number of jobs and renders', () => {
    const created = countCreated('NumberFormat');
    for (let render = 0; render < 3; render++)
      for (let job = 0; job < 20; job++) {
        // Currencies no other test formats, so the cache starts empty for them.
        formatSalary({ min: 1000 + job, max: 2000, currency: 'ISK', period: 'month' });
        formatSalary({ min: 10.5, max: 12, currency: 'NOK', period: 'hour' });
      }
    expect(created.count).toBe(2);
    expect(formatSalary({ min: 1000, max: 2000, currency: 'ISK', period: 'month' })).toMatch(
      /^ISK\s1,000 – ISK\s2,000 \/ month$/,
    );
  });

  it('dates: one date format per locale and zone', () => {
    const created = countCreated('DateTimeFormat');
    const now = new Date('2026-03-01T12:00:00Z');
    for (let render = 0; render < 3; render++)
      for (let job = 0; job < 20; job++) {
        formatPostedDate(`2025-12-${String(job + 1).padStart(2, '0')}T09:00:00Z`, now, {
          timeZone: 'Pacific/Chatham',
        });
        formatDate('2025-12-01T09:00:00Z', { locale: 'en-NZ', timeZone: 'Pacific/Chatham' });
      }
    // The posted date's day count in that zone, its "Dec 1, 2025" and en-NZ's.
    expect(created.count).toBe(3);
  });

  it('counts: one number format', () => {
    formatCount(1);
    const created = countCreated('NumberFormat');
    expect([1234, 20, 1].map(formatCount)).toEqual(['1,234', '20', '1']);
    expect(created.count).toBe(0);
  });
});

describe('warmFormatters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the currency and date formatters the job pages take first, one task each, and the pages reuse them', async () => {
    vi.resetModules(); // empty caches
    const intl = await import('./intl');
    const { formatSalary: salaryOf } = await import('./salary');
    const { formatDate: dateOf } = await import('./date');
    const numbers = countCreated('NumberFormat');
    const dates = countCreated('DateTimeFormat');
    const tasks: (() => void)[] = [];
    vi.stubGlobal('setTimeout', (task: () => void) => tasks.push(task));
    intl.warmFormatters();
    expect([numbers.count, dates.count], 'not in the caller’s task').toEqual([0, 0]);
    expect(tasks).toHaveLength(2);
    tasks[0]!();
    expect([numbers.count, dates.count]).toEqual([1, 0]);
    tasks[1]!();
    expect([numbers.count, dates.count]).toEqual([1, 1]);
    expect(salaryOf({ min: 52_000, max: 61_000, currency: 'USD', period: 'year' })).toBe(
      '$52,000 – $61,000 / year',
    );
    expect(dateOf('2025-11-18T09:00:00Z')).toMatch(/^Nov 1[78], 2025$/);
    expect([numbers.count, dates.count], 'the pages made none of their own').toEqual([1, 1]);
  });
});
