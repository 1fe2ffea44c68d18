// The contract's rules as the fake applies them: the data and the words come from
// generated/rules.gen.ts (what the app reads too); this file only fills the words in and turns a
// broken limit into its problem.
import { fill } from '../../rules/fill';
import { problem } from './http';

/** The contract's messages filled in the way the app fills them (rules/fill.ts). */
export { fill };

/** An operation's `x-limit` (generated/rules.gen.ts `operationLimits`). */
interface Limit {
  readonly max: number;
  readonly code: string;
  readonly detail: string;
}

/** Throws the limit's 409 when the caller already keeps `count` (its max or more). */
export function refuseOverLimit(count: number, limit: Limit): void {
  if (count >= limit.max) throw problem(409, limit.code, limit.detail);
}
