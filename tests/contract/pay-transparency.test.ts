// The pay-transparency table and the pay-history patterns as generated/rules.gen.ts emits them
// from the contract's `x-pay-transparency` (docs/pay-transparency.md): the data equals the
// contract's, every law is dated and sourced, and the patterns refuse pay-history questions while
// letting pay expectation questions through.
import { describe, expect, it } from 'vitest';
import { payTransparency } from '../../generated/rules.gen';
import { loadContract } from '../../scripts/lib/contract.mjs';

const contract = loadContract();

const byId = (id: string) => payTransparency.jurisdictions.find((j) => j.id === id);
const PATTERNS = payTransparency.pay_history.patterns.map((p) => new RegExp(p, 'i'));
const asksPayHistory = (prompt: string) => PATTERNS.some((p) => p.test(prompt));

describe('the jurisdiction table (payTransparency)', () => {
  it('is the contract’s x-pay-transparency, as of 2026-11-28', () => {
    expect(payTransparency).toEqual(contract['x-pay-transparency']);
    expect(payTransparency.as_of).toBe('2026-11-28');
  });

  it('dates and sources every law, each id once, none in force after the table’s day', () => {
    const ids = payTransparency.jurisdictions.map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const j of payTransparency.jurisdictions) {
      expect(j.effective, j.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(j.effective <= payTransparency.as_of, j.id).toBe(true);
      expect(j.source.length, j.id).toBeGreaterThan(20);
      expect(j.law.length, j.id).toBeGreaterThan(5);
      expect(j.match.country_codes.length, j.id).toBeGreaterThan(0);
    }
  });

  it('the EU: pay before the interview (art. 5), from the transposition deadline, in all 27 member states', () => {
    const eu = byId('eu');
    expect(eu).toMatchObject({
      effective: '2026-06-07',
      pay_before_interview: true,
      range_in_ad: false,
      bans_pay_history: true,
    });
    expect(eu?.source).toContain('2023/970');
    expect(eu?.source).toContain('art. 5');
    expect(eu?.match.country_codes).toHaveLength(27);
    expect(eu?.match.country_codes).toEqual(expect.arrayContaining(['DE', 'FR', 'ES', 'NL']));
    expect(eu?.match.country_codes).not.toContain('GB');
  });

  it('Colorado and Washington: a range and benefits in the ad; New York City a bounded range; California and Illinois a range', () => {
    expect(byId('us-co')).toMatchObject({ range_in_ad: true, benefits_in_ad: true });
    expect(byId('us-co')?.source).toContain('8-5-201');
    expect(byId('us-wa')).toMatchObject({ range_in_ad: true, benefits_in_ad: true });
    expect(byId('us-wa')?.source).toContain('49.58.110');
    expect(byId('us-ny-nyc')).toMatchObject({
      range_in_ad: true,
      bounded_range: true,
      benefits_in_ad: false,
    });
    expect(byId('us-ny-nyc')?.match).toMatchObject({
      regions: expect.arrayContaining(['New York']),
      cities: expect.arrayContaining(['New York', 'Brooklyn']),
    });
    expect(byId('us-ca')).toMatchObject({ range_in_ad: true, benefits_in_ad: false });
    expect(byId('us-ca')?.source).toContain('432.3');
    expect(byId('us-il')).toMatchObject({ range_in_ad: true });
    expect(byId('us-il')?.source).toContain('820 ILCS 112');
    for (const j of payTransparency.jurisdictions) expect(j.bans_pay_history, j.id).toBe(true);
  });

  it('an open-ended maximum is the schema’s own (Salary.max maximum), as the server and the app check it', () => {
    expect(contract.components.schemas.Salary.properties.max.maximum).toBe(100_000_000);
  });

  it('names the jurisdiction and its law in every message', () => {
    for (const message of Object.values(payTransparency.messages)) {
      expect(message).toContain('{jurisdiction}');
      expect(message).toContain('{law}');
    }
  });
});

describe('the pay-history patterns', () => {
  // Current or past pay, in English and German: refused where such questions are banned.
  const PAY_HISTORY = [
    'What do you earn now?',
    'What is your current salary?',
    'How much did you earn in your last job?',
    'What was your previous compensation?',
    'Please state your salary history.',
    'How much do you make currently?',
    'What was your last base salary?',
    'What is your present annual income?',
    'How much are you paid right now?',
    'What is your current CTC?',
    'Can you upload your most recent pay slip?',
    'Was verdienen Sie derzeit?',
    'Wie hoch ist Ihr aktuelles Gehalt?',
    'Wie viel haben Sie in Ihrer letzten Stelle verdient?',
    'Bitte nennen Sie Ihr bisheriges Bruttogehalt.',
    'Was ist Ihr derzeitiges Jahresgehalt?',
  ];
  // Pay expectations and questions that only sound alike: allowed.
  const ALLOWED = [
    'What are your salary expectations?',
    'What is your expected salary?',
    'What salary are you looking for?',
    'How much do you expect to earn in this role?',
    'What is the minimum salary you would accept?',
    'What pay range are you targeting?',
    'Is the advertised salary range acceptable to you?',
    'What is your current notice period?',
    'Are you currently employed?',
    'What was your last job title?',
    'Wie hoch sind Ihre Gehaltsvorstellungen?',
    'Was ist Ihr Wunschgehalt?',
    'Was ist Ihre aktuelle Gehaltsvorstellung?',
    'Wie viel möchten Sie verdienen?',
  ];

  it.each(PAY_HISTORY)('refuses “%s”', (prompt) => {
    expect(asksPayHistory(prompt)).toBe(true);
  });

  it.each(ALLOWED)('allows “%s”', (prompt) => {
    expect(asksPayHistory(prompt)).toBe(false);
  });

  it('are valid, case-insensitive regular expressions', () => {
    expect(asksPayHistory('WHAT IS YOUR CURRENT SALARY?')).toBe(true);
    expect(PATTERNS.length).toBeGreaterThan(5);
  });
});
