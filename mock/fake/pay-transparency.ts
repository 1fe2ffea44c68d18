// Pay transparency as the fake applies it: the laws, their requirements, the pay-history patterns
// and the words all come from the contract's `x-pay-transparency` (generated/rules.gen.ts
// `payTransparency`, which the app reads too); this file only matches a job's locations to them
// and turns a missing requirement into its problem. docs/pay-transparency.md states the table.
import { payTransparency } from '../../generated/rules.gen';
import type * as T from '../../generated/types.gen';
import { fill } from './contract-rules';
import type { Ctx } from './http';
import { problem } from './http';

type Jurisdiction = (typeof payTransparency.jurisdictions)[number];

interface Match {
  readonly country_codes: readonly string[];
  readonly regions?: readonly string[];
  readonly cities?: readonly string[];
}

/** Salary.max's schema maximum: a max there is no maximum at all ("from …", open-ended). */
const SALARY_CEILING = 100_000_000;

const PAY_HISTORY = payTransparency.pay_history.patterns.map((p) => new RegExp(p, 'i'));

const named = (list: readonly string[] | undefined, value: string | null) =>
  !list || (value !== null && list.some((v) => v.toLowerCase() === value.toLowerCase()));

/**
 * Is a location under a jurisdiction? Its country must be listed; a whole country (no region, no
 * city) falls under each of its country's laws that name no city; otherwise the region and the
 * city must be named where the law names them.
 */
function covers(jurisdiction: Jurisdiction, location: T.Location): boolean {
  const match: Match = jurisdiction.match;
  if (!match.country_codes.includes(location.country_code)) return false;
  if (location.city === null && location.region === null) return !match.cities;
  return (
    named(match.regions, location.region) &&
    (location.city === null ? !match.cities : named(match.cities, location.city))
  );
}

/** The laws in force (the fake's clock) for a job in the locations of these ids, in the table's order. */
export const lawsFor = (ctx: Ctx, locationIds: readonly string[]) =>
  jurisdictionsOf(
    ctx.store.locations.filter((l) => locationIds.includes(l.id)),
    ctx.now(),
  );

/** The laws in force `now` for a job in these locations, in the table's order. */
function jurisdictionsOf(locations: readonly T.Location[], now: Date): Jurisdiction[] {
  return payTransparency.jurisdictions.filter(
    (j) => Date.parse(j.effective) <= now.getTime() && locations.some((l) => covers(j, l)),
  );
}

/** Does a screening question's prompt ask for current or past pay (`pay_history.patterns`)? */
export const asksPayHistory = (prompt: string) => PAY_HISTORY.some((p) => p.test(prompt));

const words = (
  message: keyof typeof payTransparency.messages,
  jurisdiction: Jurisdiction,
): string =>
  fill(payTransparency.messages[message], {
    jurisdiction: jurisdiction.name,
    law: jurisdiction.law,
  });

/** The words refusing a pay-history question for a job in these laws' reach, or null when none bans it. */
export function payHistoryRefusal(jurisdictions: readonly Jurisdiction[]): string | null {
  const banning = jurisdictions.find((j) => j.bans_pay_history);
  return banning ? words('payHistoryQuestion', banning) : null;
}

interface Publishable {
  salary: T.Salary | null;
  benefits?: string | null;
  questions: readonly { prompt: string }[];
}

/**
 * Throws the 409 that refuses publishing `job` under these laws (the first requirement missing,
 * in the table's order): `pay_transparency_required` for the pay or benefits an ad must state,
 * `pay_history_question` for a banned question.
 */
export function refuseUnlawfulPublish(job: Publishable, jurisdictions: readonly Jurisdiction[]) {
  for (const j of jurisdictions) {
    const { salary } = job;
    if (j.range_in_ad && !salary)
      throw problem(409, 'pay_transparency_required', words('payRequired', j));
    if (j.bounded_range && salary && (salary.min <= 0 || salary.max >= SALARY_CEILING))
      throw problem(409, 'pay_transparency_required', words('rangeOpenEnded', j));
    if (j.benefits_in_ad && !job.benefits?.trim())
      throw problem(409, 'pay_transparency_required', words('benefitsRequired', j));
  }
  const banned = payHistoryRefusal(jurisdictions);
  if (banned && job.questions.some((q) => asksPayHistory(q.prompt)))
    throw problem(409, 'pay_history_question', banned);
}

/** Throws the 409 that keeps an application of a job without pay out of interviewing, where pay is owed before it. */
export function refuseInterviewWithoutPay(
  job: Pick<Publishable, 'salary'>,
  jurisdictions: readonly Jurisdiction[],
) {
  const owed = jurisdictions.find((j) => j.pay_before_interview);
  if (owed && !job.salary)
    throw problem(409, 'pay_before_interview_required', words('payBeforeInterview', owed));
}
