import { describe, expect, it } from 'vitest';
import { formatSalary } from './salary';

describe('formatSalary', () => {
  it('formats a range, a fixed amount and no salary', () => {
    expect(formatSalary({ min: 75000, max: 95000, currency: 'EUR', period: 'year' })).toBe(
      '€75,000 – €95,000 / year',
    );
    expect(formatSalary({ min: 3000, max: 3000, currency: 'EUR', period: 'month' })).toBe(
      '€3,000 / month',
    );
    expect(formatSalary({ min: 22, max: 26, currency: 'USD', period: 'hour' })).toBe(
      '$22 – $26 / hour',
    );
    expect(formatSalary(null)).toBeNull();
    expect(formatSalary(undefined)).toBeNull();
  });

  it('keeps the cents of rates like 22.50 (the contract allows them)', () => {
    expect(formatSalary({ min: 22.5, max: 26, currency: 'USD', period: 'hour' })).toBe(
      '$22.50 – $26.00 / hour',
    );
    expect(formatSalary({ min: 180.75, max: 180.75, currency: 'GBP', period: 'day' })).toBe(
      '£180.75 / day',
    );
  });

  it('uses the currency and the locale given', () => {
    expect(formatSalary({ min: 5_000_000, max: 6_000_000, currency: 'JPY', period: 'year' })).toBe(
      '¥5,000,000 – ¥6,000,000 / year',
    );
    expect(formatSalary({ min: 60000, max: 60000, currency: 'EUR', period: 'week' }, 'de')).toBe(
      '60.000\u00a0€ / week',
    );
  });
});
