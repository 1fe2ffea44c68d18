// Which pay-transparency laws reach a job's locations, and what each refuses (the contract's
// `x-pay-transparency`, generated/rules.gen.ts `payTransparency`; docs/pay-transparency.md): the
// rules themselves, on locations made for each case. handlers/pay-transparency.test.ts shows them
// through publishing and moving applications.
import { describe, expect, it } from 'vitest';
import { payTransparency } from '../../generated/rules.gen';
import type * as T from '../../generated/types.gen';
import { fill } from './contract-rules';
import type { Ctx } from './http';
import {
  asksPayHistory,
  lawsFor,
  payHistoryRefusal,
  refuseInterviewWithoutPay,
  refuseUnlawfulPublish,
} from './pay-transparency';
import { problemOf } from './test-support';

const AS_OF = '2026-11-28T12:00:00Z';

const place = (country_code: string, region: string | null, city: string | null): T.Location => ({
  id: `${country_code}-${region ?? '-'}-${city ?? '-'}`,
  slug: 'place',
  name: 'Place',
  country_code,
  region,
  city,
});

/** The ids of the laws in force at `now` for a job in these locations. */
function laws(locations: T.Location[], now = AS_OF, ids = locations.map((l) => l.id)) {
  const ctx = { store: { locations }, now: () => new Date(now) } as unknown as Ctx;
  return lawsFor(ctx, ids).map((j) => j.id);
}

const law = (id: string) => payTransparency.jurisdictions.find((j) => j.id === id)!;
const words = (message: keyof typeof payTransparency.messages, id: string) =>
  fill(payTransparency.messages[message], { jurisdiction: law(id).name, law: law(id).law });

describe('lawsFor', () => {
  it('a country no law lists has none', () => {
    expect(laws([place('GB', 'England', 'London'), place('GB', null, null)])).toEqual([]);
  });

  it('a whole country falls under its country’s laws that name no city', () => {
    expect(laws([place('DE', null, null)])).toEqual(['eu']);
    expect(laws([place('US', null, null)])).toEqual(['us-co', 'us-ca', 'us-wa', 'us-il']);
  });

  it('a region falls under the laws naming it (any case), not under a city’s law there', () => {
    expect(laws([place('US', 'colorado', null)])).toEqual(['us-co']);
    expect(laws([place('US', 'NY', null)])).toEqual([]);
    expect(laws([place('US', 'Texas', null)])).toEqual([]);
  });

  it('a city falls under a city’s law only when that law names it, in its region', () => {
    expect(laws([place('US', 'New York', 'brooklyn')])).toEqual(['us-ny-nyc']);
    expect(laws([place('US', 'New York', 'Buffalo')])).toEqual([]);
    expect(laws([place('US', 'New Jersey', 'Brooklyn')])).toEqual([]);
    expect(laws([place('US', 'Colorado', 'Denver')])).toEqual(['us-co']);
  });

  it('a city without its region falls under no law that names regions', () => {
    expect(laws([place('US', null, 'Denver')])).toEqual([]);
    expect(laws([place('DE', null, 'Berlin')])).toEqual(['eu']);
  });

  it('takes the job’s locations only, every law of any of them, in the table’s order', () => {
    const all = [place('US', 'Illinois', 'Chicago'), place('FR', 'Île-de-France', 'Paris')];
    expect(laws(all)).toEqual(['eu', 'us-il']);
    expect(laws(all, AS_OF, [all[0]!.id])).toEqual(['us-il']);
    expect(laws(all, AS_OF, [])).toEqual([]);
  });

  it('applies a law from its effective day on', () => {
    const berlin = [place('DE', 'Berlin', 'Berlin')];
    expect(laws(berlin, '2026-06-06T23:59:59Z')).toEqual([]);
    expect(laws(berlin, '2026-06-07T00:00:00Z')).toEqual(['eu']);
  });
});

describe('refuseUnlawfulPublish', () => {
  const colorado = [law('us-co')];
  const range: T.Salary = { min: 80000, max: 120000, currency: 'USD', period: 'year' };
  const refusal = (job: Parameters<typeof refuseUnlawfulPublish>[0], under = colorado) => {
    const problem = problemOf(() => refuseUnlawfulPublish(job, under));
    return [problem.status, problem.code, problem.detail];
  };

  it('wants the salary range in the ad', () => {
    expect(refusal({ salary: null, benefits: 'Health', questions: [] })).toEqual([
      409,
      'pay_transparency_required',
      words('payRequired', 'us-co'),
    ]);
  });

  it('wants a minimum above 0 and a real maximum', () => {
    const open = words('rangeOpenEnded', 'us-co');
    for (const salary of [
      { ...range, min: 0 },
      { ...range, max: 100_000_000 },
    ])
      expect(refusal({ salary, benefits: 'Health', questions: [] })).toEqual([
        409,
        'pay_transparency_required',
        open,
      ]);
    expect(() =>
      refuseUnlawfulPublish(
        { salary: { ...range, min: 1, max: 99_999_999 }, benefits: 'Health', questions: [] },
        colorado,
      ),
    ).not.toThrow();
  });

  it('wants benefits described where the law says so, not elsewhere', () => {
    expect(refusal({ salary: range, benefits: '   ', questions: [] })).toEqual([
      409,
      'pay_transparency_required',
      words('benefitsRequired', 'us-co'),
    ]);
    expect(refusal({ salary: range, questions: [] })[2]).toBe(words('benefitsRequired', 'us-co'));
    expect(() =>
      refuseUnlawfulPublish({ salary: range, benefits: null, questions: [] }, [law('us-ca')]),
    ).not.toThrow();
  });

  it('an open-ended range is no concern of a law that wants no range', () => {
    expect(() =>
      refuseUnlawfulPublish({ salary: { ...range, min: 0 }, questions: [] }, [law('eu')]),
    ).not.toThrow();
    expect(() => refuseUnlawfulPublish({ salary: null, questions: [] }, [law('eu')])).not.toThrow();
  });

  it('names the first law in the table’s order that is not met', () => {
    expect(
      refusal({ salary: range, benefits: '', questions: [] }, [law('us-ca'), law('us-wa')])[2],
    ).toBe(words('benefitsRequired', 'us-wa'));
  });

  it('refuses a pay-history question where a law bans it, with that law’s words', () => {
    const questions = [{ prompt: 'Notice period?' }, { prompt: 'What is your current salary?' }];
    expect(refusal({ salary: null, questions }, [law('eu')])).toEqual([
      409,
      'pay_history_question',
      words('payHistoryQuestion', 'eu'),
    ]);
    expect(() =>
      refuseUnlawfulPublish({ salary: null, questions: [{ prompt: 'Notice period?' }] }, [
        law('eu'),
      ]),
    ).not.toThrow();
    expect(() => refuseUnlawfulPublish({ salary: null, questions }, [])).not.toThrow();
  });
});

describe('payHistoryRefusal and asksPayHistory', () => {
  it('is the words of the first law that bans pay-history questions, or none', () => {
    expect(payHistoryRefusal([law('us-ca'), law('eu')])).toBe(words('payHistoryQuestion', 'us-ca'));
    expect(payHistoryRefusal([])).toBeNull();
    // Every law of today's table bans them; one that did not would give no words.
    const lenient = { ...law('eu'), bans_pay_history: false } as unknown as ReturnType<typeof law>;
    expect(payHistoryRefusal([lenient])).toBeNull();
  });

  it('tells a question about current or past pay from one about expectations, in any case', () => {
    expect(asksPayHistory('WHAT DO YOU EARN in your job?')).toBe(true);
    expect(asksPayHistory('Wie viel verdienen Sie aktuell?')).toBe(true);
    expect(asksPayHistory('What salary do you expect?')).toBe(false);
  });
});

describe('refuseInterviewWithoutPay', () => {
  it('keeps a job without pay out of interviewing where a law wants pay given first', () => {
    const problem = problemOf(() => refuseInterviewWithoutPay({ salary: null }, [law('eu')]));
    expect([problem.status, problem.code, problem.detail]).toEqual([
      409,
      'pay_before_interview_required',
      words('payBeforeInterview', 'eu'),
    ]);
  });

  it('lets a job with pay, or under no such law, move on', () => {
    const salary: T.Salary = { min: 60000, max: 70000, currency: 'EUR', period: 'year' };
    expect(() => refuseInterviewWithoutPay({ salary }, [law('eu')])).not.toThrow();
    expect(() => refuseInterviewWithoutPay({ salary: null }, [law('us-co')])).not.toThrow();
    expect(() => refuseInterviewWithoutPay({ salary: null }, [])).not.toThrow();
  });
});
