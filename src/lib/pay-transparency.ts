import { payTransparency } from '@generated/rules.gen';
import type { Location, Salary } from '@generated/types.gen';
import { formatDate } from './format/date';
import { fill } from './validation';

/**
 * Pay transparency as the app says it: the laws, what each wants, the pay-history patterns and the
 * words all come from the contract's `x-pay-transparency` (generated `payTransparency`, which the
 * server reads too, docs/pay-transparency.md). The job form notes the laws before the employer
 * saves, and the Publish action is refused in the server's very words.
 */
export type PayLaw = (typeof payTransparency.jurisdictions)[number];

type Message = keyof typeof payTransparency.messages;

interface Match {
  readonly country_codes: readonly string[];
  readonly regions?: readonly string[];
  readonly cities?: readonly string[];
}

/** The codes of the server's pay-transparency refusals (their detail is the contract's words). */
const PAY_CODES = new Set([
  'pay_transparency_required',
  'pay_history_question',
  'pay_before_interview_required',
]);

/** Salary.max's schema maximum: a maximum there is no maximum ("from …"). */
const SALARY_CEILING = 100_000_000;

const PAY_HISTORY = payTransparency.pay_history.patterns.map((p) => new RegExp(p, 'i'));

const isNamed = (list: readonly string[] | undefined, value: string | null) =>
  !list || (value !== null && list.some((v) => v.toLowerCase() === value.toLowerCase()));

/** A whole country falls under its country's laws that name no city; else region and city must be named. */
function isUnder(law: PayLaw, location: Pick<Location, 'country_code' | 'region' | 'city'>) {
  const match: Match = law.match;
  if (!match.country_codes.includes(location.country_code)) return false;
  if (location.city === null && location.region === null) return !match.cities;
  return (
    isNamed(match.regions, location.region) &&
    (location.city === null ? !match.cities : isNamed(match.cities, location.city))
  );
}

/** The laws in force on `now` for a job in these locations, in the table's order. */
export function payLawsOf(
  locations: readonly Pick<Location, 'country_code' | 'region' | 'city'>[],
  now: Date = new Date(),
): PayLaw[] {
  return payTransparency.jurisdictions.filter(
    (law) => Date.parse(law.effective) <= now.getTime() && locations.some((l) => isUnder(law, l)),
  );
}

/** A message of the table's, filled in for one law ("For jobs in Colorado, …"). */
const payLawWords = (message: Message, law: PayLaw) =>
  fill(payTransparency.messages[message], { jurisdiction: law.name, law: law.law });

/** Does a screening question ask for current or past pay (the table's `pay_history.patterns`)? */
const asksPayHistory = (prompt: string) => PAY_HISTORY.some((p) => p.test(prompt));

export interface PayFacts {
  salary: Salary | null;
  /** Unknown (undefined) where the view has none, e.g. a row of the job list. */
  benefits?: string | null;
  questions?: readonly { prompt: string }[];
}

/**
 * What each law still wants of a job before it may be published, in the server's words (the same
 * order and checks as the server's refusal), empty when it has all. A pay owed only before the
 * interview (the EU) is not a condition of publishing.
 */
export function payLawGaps(job: PayFacts, laws: readonly PayLaw[]): string[] {
  const gaps: string[] = [];
  for (const law of laws) {
    const { salary } = job;
    if (law.range_in_ad && !salary) gaps.push(payLawWords('payRequired', law));
    else if (law.bounded_range && salary && (salary.min <= 0 || salary.max >= SALARY_CEILING))
      gaps.push(payLawWords('rangeOpenEnded', law));
    if (law.benefits_in_ad && job.benefits !== undefined && !job.benefits?.trim())
      gaps.push(payLawWords('benefitsRequired', law));
  }
  const banning = laws.find((law) => law.bans_pay_history);
  if (banning && job.questions?.some((q) => asksPayHistory(q.prompt)))
    gaps.push(payLawWords('payHistoryQuestion', banning));
  return gaps;
}

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
