// Pay transparency as the fake applies it: which laws reach a job, what each still wants and the
// words are rules/pay-transparency.ts (the contract's `x-pay-transparency`, run by the app too);
// this file finds a job's locations in the store and turns a missing requirement into its problem.
// docs/pay-transparency.md states the table.
import {
  payLawGaps,
  payLawsOf,
  payOwedBeforeInterview,
  type PayFacts,
  type PayLaw,
} from '../../rules/pay-transparency';
import type { Ctx } from './http';
import { problem } from './http';

export { asksPayHistory, payHistoryRefusal } from '../../rules/pay-transparency';

/** The laws in force (the fake's clock) for a job in the locations of these ids, in the table's order. */
export const lawsFor = (ctx: Ctx, locationIds: readonly string[]): PayLaw[] =>
  payLawsOf(
    ctx.store.locations.filter((l) => locationIds.includes(l.id)),
    ctx.now(),
  );

/**
 * Throws the 409 that refuses publishing `job` under these laws (the first requirement missing,
 * in the table's order): `pay_transparency_required` for the pay or benefits an ad must state,
 * `pay_history_question` for a banned question.
 */
export function refuseUnlawfulPublish(
  job: Pick<PayFacts, 'salary' | 'benefits'> & { questions: readonly { prompt: string }[] },
  laws: readonly PayLaw[],
) {
  const [gap] = payLawGaps({ ...job, benefits: job.benefits ?? null }, laws);
  if (gap) throw problem(409, gap.code, gap.message);
}

/** Throws the 409 that keeps an application of a job without pay out of interviewing, where pay is owed before it. */
export function refuseInterviewWithoutPay(job: Pick<PayFacts, 'salary'>, laws: readonly PayLaw[]) {
  const owed = payOwedBeforeInterview(job, laws);
  if (owed) throw problem(409, 'pay_before_interview_required', owed);
}
