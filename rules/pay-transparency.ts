// Pay transparency as both sides apply it (docs/pay-transparency.md): which laws reach a job, what
// each still wants before the job is published, and whether pay is owed before the interview. The
// laws, their requirements, the pay-history patterns and the words are the contract's
// `x-pay-transparency` (generated `payTransparency`); this file only reads them.
import { payTransparency } from '../generated/rules.gen';
import type { Location, Salary } from '../generated/types.gen';
import { fill } from './fill';

/** One law of the table. */
export type PayLaw = (typeof payTransparency.jurisdictions)[number];

type PayLocation = Pick<Location, 'country_code' | 'region' | 'city'>;

interface Match {
  readonly country_codes: readonly string[];
  readonly regions?: readonly string[];
  readonly cities?: readonly string[];
}

/** Salary.max's schema maximum: a maximum there is no maximum at all ("from …", open-ended). */
const SALARY_CEILING = 100_000_000;

const PAY_HISTORY = payTransparency.pay_history.patterns.map((p) => new RegExp(p, 'i'));

const isNamed = (list: readonly string[] | undefined, value: string | null) =>
  !list || (value !== null && list.some((v) => v.toLowerCase() === value.toLowerCase()));

/**
 * Is a location under a law? Its country must be listed; a whole country (no region, no city)
 * falls under each of its country's laws that name no city; otherwise the region and the city must
 * be named where the law names them.
 */
function isUnder(law: PayLaw, location: PayLocation) {
  const match: Match = law.match;
  if (!match.country_codes.includes(location.country_code)) return false;
  if (location.city === null && location.region === null) return !match.cities;
  return (
    isNamed(match.regions, location.region) &&
    (location.city === null ? !match.cities : isNamed(match.cities, location.city))
  );
}

/** The laws in force on `now` for a job in these locations, in the table's order. */
export function payLawsOf(locations: readonly PayLocation[], now: Date): PayLaw[] {
  return payTransparency.jurisdictions.filter(
    (law) => Date.parse(law.effective) <= now.getTime() && locations.some((l) => isUnder(law, l)),
  );
}

/** A message of the table's, filled in for one law ("For jobs in Colorado, …"). */
const payLawWords = (message: keyof typeof payTransparency.messages, law: PayLaw) =>
  fill(payTransparency.messages[message], { jurisdiction: law.name, law: law.law });

/** Does a screening question's prompt ask for current or past pay (the table's `pay_history.patterns`)? */
export const asksPayHistory = (prompt: string) => PAY_HISTORY.some((p) => p.test(prompt));

/** The words refusing a pay-history question under these laws, or null when none bans one. */
export function payHistoryRefusal(laws: readonly PayLaw[]): string | null {
  const banning = laws.find((law) => law.bans_pay_history);
  return banning ? payLawWords('payHistoryQuestion', banning) : null;
}

export interface PayFacts {
  salary: Salary | null;
  /** Unknown (undefined) where a view has none, e.g. a row of the job list: not checked then. */
  benefits?: string | null;
  /** Unknown (undefined) where a view has none: not checked then. */
  questions?: readonly { prompt: string }[];
}

/** What a law still wants, as the server's refusal says it: its problem code and words. */
export interface PayGap {
  code: 'pay_transparency_required' | 'pay_history_question';
  message: string;
}

/**
 * What each law still wants of a job before it may be published, in the table's order (the
 * server refuses with the first): the pay or the bounded range or the benefits an ad must state,
 * then a banned pay-history question. Empty when it has all. Pay owed only before the interview
 * (the EU) is no condition of publishing.
 */
export function payLawGaps(job: PayFacts, laws: readonly PayLaw[]): PayGap[] {
  const gaps: PayGap[] = [];
  const need = (message: keyof typeof payTransparency.messages, law: PayLaw) =>
    gaps.push({ code: 'pay_transparency_required', message: payLawWords(message, law) });
  for (const law of laws) {
    const { salary } = job;
    if (law.range_in_ad && !salary) need('payRequired', law);
    else if (law.bounded_range && salary && (salary.min <= 0 || salary.max >= SALARY_CEILING))
      need('rangeOpenEnded', law);
    if (law.benefits_in_ad && job.benefits !== undefined && !job.benefits?.trim())
      need('benefitsRequired', law);
  }
  const banned = payHistoryRefusal(laws);
  if (banned && job.questions?.some((q) => asksPayHistory(q.prompt)))
    gaps.push({ code: 'pay_history_question', message: banned });
  return gaps;
}

/** The words keeping an application of a job without stated pay out of interviewing, where pay is owed before it; else null. */
export function payOwedBeforeInterview(
  job: Pick<PayFacts, 'salary'>,
  laws: readonly PayLaw[],
): string | null {
  const owed = laws.find((law) => law.pay_before_interview);
  return owed && !job.salary ? payLawWords('payBeforeInterview', owed) : null;
}
