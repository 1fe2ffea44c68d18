import type { Location } from '@generated/types.gen';
import {
  payLawGaps as gapsOf,
  payLawsOf as lawsOf,
  type PayFacts,
  type PayLaw,
} from '../../rules/pay-transparency';
import { formatDate } from './format/date';

/**
 * Pay transparency as the app says it: the laws, what each wants, the pay-history patterns and the
 * words all come from the contract's `x-pay-transparency`, read by rules/pay-transparency.ts, which
 * the server runs too (docs/pay-transparency.md). The job form notes the laws before the employer
 * saves, and the Publish action is refused in the server's very words.
 */
export type { PayFacts, PayLaw };

/** The codes of the server's pay-transparency refusals (their detail is the contract's words). */
const PAY_CODES = new Set([
  'pay_transparency_required',
  'pay_history_question',
  'pay_before_interview_required',
]);

/** The laws in force (today, by default) for a job in these locations, in the table's order. */
export const payLawsOf = (
  locations: readonly Pick<Location, 'country_code' | 'region' | 'city'>[],
  now: Date = new Date(),
): PayLaw[] => lawsOf(locations, now);

/** What each law still wants of a job before it may be published, in the server's words; empty when it has all. */
export const payLawGaps = (job: PayFacts, laws: readonly PayLaw[]): string[] =>
  gapsOf(job, laws).map((gap) => gap.message);

/**
 * Why a law refuses publishing a job in these locations on `now`, in the server's words, or null:
 * its first gap, as the server checks them. What the view does not carry (a list row has no
 * benefits or questions) is left to the server.
 */
export function payLawBlock(
  job: PayFacts & { locations: readonly Pick<Location, 'country_code' | 'region' | 'city'>[] },
  now: Date = new Date(),
): string | null {
  return payLawGaps(job, payLawsOf(job.locations, now))[0] ?? null;
}

/** Does one of these laws want the benefits described in the ad? */
export const payLawsWantBenefits = (laws: readonly PayLaw[]) =>
  laws.some((law) => law.benefits_in_ad);

/** What the job form says about a job's laws: each law in force with what it wants, in plain words. */
export function payLawSummary(law: PayLaw): string {
  const wants = [
    law.range_in_ad &&
      (law.bounded_range
        ? 'a salary range with a real minimum and maximum in the ad'
        : 'a salary range in the ad'),
    law.benefits_in_ad && 'a general description of benefits in the ad',
    law.pay_before_interview && 'the pay given to candidates before the interview',
    law.bans_pay_history && 'no questions about current or past pay',
  ].filter(Boolean);
  const where = `${law.name.charAt(0).toUpperCase()}${law.name.slice(1)}`;
  const since = formatDate(`${law.effective}T00:00:00Z`, { timeZone: 'UTC' });
  return `${where}: ${law.law} asks for ${wants.join(', ')} (since ${since}).`;
}

/** The server's words for a pay-transparency refusal (the contract's messages), or undefined for any other failure. */
export function payRefusalWords(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  return typeof code === 'string' && PAY_CODES.has(code) && typeof detail === 'string'
    ? detail
    : undefined;
}
