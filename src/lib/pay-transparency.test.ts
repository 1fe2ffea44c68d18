// Which laws of the contract's `x-pay-transparency` a job's locations fall under, and what a job
// still lacks under them, as the app says it (the server checks the same, mock/fake/pay-transparency.ts).
import { describe, expect, it } from 'vitest';
import { payLawGaps, payLawsOf, payRefusalWords } from './pay-transparency';

const at = (country_code: string, region: string | null = null, city: string | null = null) => ({
  country_code,
  region,
  city,
});
const ids = (...locations: ReturnType<typeof at>[]) =>
  payLawsOf(locations, new Date('2026-11-28T12:00:00Z')).map((law) => law.id);

describe('payLawsOf', () => {
  it('matches by country, region and city, without letter case', () => {
    expect(ids(at('US', 'Colorado', 'Denver'))).toEqual(['us-co']);
    expect(ids(at('US', 'CO', 'Boulder'))).toEqual(['us-co']);
    expect(ids(at('US', 'New York', 'New York'))).toEqual(['us-ny-nyc']);
    expect(ids(at('US', 'new york', 'brooklyn'))).toEqual(['us-ny-nyc']);
    expect(ids(at('US', 'New York', 'Buffalo'))).toEqual([]);
    expect(ids(at('DE', 'Berlin', 'Berlin'))).toEqual(['eu']);
    expect(ids(at('GB', 'England', 'London'))).toEqual([]);
  });

  it('a whole country falls under each of its laws that names no city (remote roles included)', () => {
    expect(ids(at('US'))).toEqual(['us-co', 'us-ca', 'us-wa', 'us-il']);
    expect(ids(at('DE'))).toEqual(['eu']);
    // A whole state is not New York City.
    expect(ids(at('US', 'New York'))).toEqual([]);
  });

  it('applies a law only from its effective day (the EU directive from 7 June 2026)', () => {
    const berlin = [at('DE', 'Berlin', 'Berlin')];
    expect(payLawsOf(berlin, new Date('2026-06-06T12:00:00Z'))).toEqual([]);
    expect(payLawsOf(berlin, new Date('2026-06-07T12:00:00Z')).map((l) => l.id)).toEqual(['eu']);
  });
});

describe('payLawGaps', () => {
  const nyc = payLawsOf([at('US', 'New York', 'New York')]);
  const range = { min: 80000, max: 100000, currency: 'USD', period: 'year' as const };

  it('wants a bounded range in New York City, and nothing more', () => {
    expect(payLawGaps({ salary: null }, nyc)).toHaveLength(1);
    expect(payLawGaps({ salary: { ...range, min: 0 } }, nyc)[0]).toContain(
      'not an open-ended range',
    );
    expect(payLawGaps({ salary: range, benefits: null }, nyc)).toEqual([]);
  });

  it('leaves what a view does not carry (a list row’s benefits and questions) to the server', () => {
    const colorado = payLawsOf([at('US', 'Colorado', 'Denver')]);
    expect(payLawGaps({ salary: range }, colorado)).toEqual([]);
    expect(payLawGaps({ salary: range, benefits: ' ' }, colorado)[0]).toContain('benefits');
    expect(
      payLawGaps(
        { salary: range, benefits: 'Health', questions: [{ prompt: 'What do you earn now?' }] },
        colorado,
      ),
    ).toEqual([
      "For jobs in Colorado, the Colorado Equal Pay for Equal Work Act bans questions about a candidate's current or past pay. Ask about pay expectations instead.",
    ]);
  });
});

describe('payRefusalWords', () => {
  it('is the detail of the pay-transparency refusals only', () => {
    const detail = 'For jobs in Colorado, …';
    expect(
      payRefusalWords({
        status: 409,
        title: 'Conflict',
        code: 'pay_transparency_required',
        detail,
      }),
    ).toBe(detail);
    expect(
      payRefusalWords({
        status: 409,
        title: 'Conflict',
        code: 'pay_before_interview_required',
        detail,
      }),
    ).toBe(detail);
    expect(
      payRefusalWords({ status: 409, title: 'Conflict', code: 'invalid_transition', detail }),
    ).toBeUndefined();
    expect(payRefusalWords(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
