// The contract's rules as the fake applies them: the data and the words come from
// generated/rules.gen.ts (what the app reads too); this file only fills the words in and turns a
// broken limit into its problem.
import { problem } from './http';

/**
 * A message of the contract's (`x-messages`, `x-single-line`) with its `{name}`s filled in, numbers
 * as the app writes them ("1,000"): the same words the app fills in (src/lib/validation.ts `fill`).
 */
export function fill(message: string, values: Readonly<Record<string, string | number>> = {}) {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    return typeof value === 'number' ? value.toLocaleString('en') : (value ?? `{${name}}`);
  });
}

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
