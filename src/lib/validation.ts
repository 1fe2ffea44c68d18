import * as z from 'zod/mini';
import { singleLineText } from '@generated/rules.gen';
import { fill } from '../../rules/fill';

/**
 * The app's one table of validation messages (docs/product.md §5, decision 012 rule 5): every
 * form's messages come from here, and every message names its field ("Enter your password",
 * "Use at least 8 characters for the password", "Enter a job title", "Choose a currency"). The
 * generated request schemas are zod/mini and used as they are (they carry the contract's rules,
 * not the words); a form names its fields with `fieldNames` and takes its resolver from here.
 *
 * The only texts that do not follow `say` are the two docs/product.md §5 fixes for the sign-in
 * dialog's email field (`messages`). The spec's generic texts ('Value is required', 'This field
 * should be at least {min} characters long', ...) are not used: a message that does not say which
 * field it means is what decision 012 (rule 5) rules out. src/app/app.form-voice.test.ts walks every form's
 * rules and fails on an unnamed message.
 */
export const messages = {
  /** The sign-in dialog's own wording for its email field (docs/product.md §5). */
  dialogEmailRequired: () => 'Email is required',
  dialogEmailInvalid: () => 'Email is not correct',
} as const;

const count = (n: number) => n.toLocaleString('en');

/**
 * A message of the contract's (`x-messages`, `x-single-line`: generated/rules.gen.ts) with its
 * `{name}`s filled in, numbers as `say` writes them ("1,000"): rules/fill.ts, which the local
 * backend fills its messages with too, so the app and the server say one thing.
 */
export { fill };

/** The contract's single-line patterns (names, titles, file names), written as zod writes a regex. */
const SINGLE_LINE_PATTERNS = new Set(singleLineText.patterns.map((p) => String(new RegExp(p))));

/** The app's own voice for field messages where docs/product.md gives no text (see above). */
export const say = {
  /** A field left empty that people type into: `say.enter('a job title')`. */
  enter: (what: string) => `Enter ${what}`,
  /** A choice not made, or not a valid one: `say.choose('at least one location')`. */
  choose: (what: string) => `Choose ${what}`,
  email: () => 'Enter an email address like name@example.com',
  atLeast: (min: number, what: string) => `Use at least ${count(min)} characters for ${what}`,
  /** Too long: `say.atMost(200, 'the job title')`; without `what` when no field is named. */
  atMost: (max: number, what?: string) =>
    `Use ${count(max)} characters or fewer${what ? ` for ${what}` : ''}`,
  /** Too many chosen: `say.fewer(20, 'skills')`. */
  fewer: (max: number, what?: string) => `Choose ${count(max)} or fewer${what ? ` ${what}` : ''}`,
  /** A confirmation that does not match: `say.again('new password')`. */
  again: (what: string) => `Enter the same ${what} again`,
  webAddress: () => 'Enter a full web address, like https://example.com',
  /** A one-line text holding line breaks or invisible characters: `say.oneLine('the job title')` (the contract's words). */
  oneLine: (what: string) => fill(singleLineText.message, { what }),
  /** A value in the wrong form, where no field is named. */
  valid: (what = 'value') => `Enter a valid ${what}`,
  phone: () => 'Enter a valid phone number, including the country',
  amountFrom: (min: number) => `Enter an amount of ${count(min)} or more`,
  amountUpTo: (max: number) => `Enter an amount up to ${count(max)}`,
} as const;

/**
 * Required-like check: empty arrays, null, undefined and empty (or blank) strings fail; false
 * counts as present; dates must be valid.
 */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return true;
}

/** A web address a link may point at: http(s), with a domain (not 'localhost', not 'javascript:'). */
const webAddressSchema = z.url({ protocol: /^https?$/, hostname: /\./ });

/** Whether a text is a full web address (http or https, with a domain). */
export function isWebAddress(value: string): boolean {
  return z.safeParse(webAddressSchema, value).success;
}

// --- zod/mini helpers ----------------------------------------------------------------------
/** Adds "must equal" between two fields of an object schema (error on `field`). */
export function sameAs<T extends Record<string, unknown>>(
  field: keyof T & string,
  other: keyof T & string,
  otherLabel: string,
  message = say.again(otherLabel),
) {
  return z.refine<T>((data) => data[field] === data[other], { message, path: [field] });
}

/**
 * The length limits a schema's own checks set (a string's or a list's min_length / max_length, the
 * tightest of each): the contract's minLength / maxLength as the generated schema carries them.
 */
export function lengthLimits(schema: z.core.$ZodType): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: unknown; maximum?: unknown };
    if (def.check === 'min_length' && typeof def.minimum === 'number')
      limits.min = Math.max(limits.min ?? 0, def.minimum);
    if (def.check === 'max_length' && typeof def.maximum === 'number')
      limits.max = Math.min(limits.max ?? Infinity, def.maximum);
  }
  return limits;
}

// --- The error map: the contract's rules in the app's words ------------------------------------
/**
 * How a form names a field in its messages, by path ('title', 'salary.min'): a text for a field
 * people type into ("a job title": "Enter a job title", "Use 200 characters or fewer for the job
 * title"), `{ choose }` for one they pick from ("at least one location": "Choose at least one
 * location"), `{ missing, invalid }` for a field with one text for every wrong value, its length
 * included (the dialog's email, docs/product.md §5; a phone number, where one too long is simply not valid),
 * `{ noun, missing }` for a field people type into whose empty text is the contract's (`x-messages`,
 * which the server answers with too).
 */
export type FieldName =
  | string
  | { choose: string }
  | { missing: string; invalid: string }
  | { noun: string; missing: string };
export type FieldNames = Readonly<Record<string, FieldName>>;

type Issue = z.core.$ZodRawIssue;

/** "a job title" → "the job title" (a noun said a second time); `bare`: "job title". */
const the = (noun: string) => noun.replace(/^(a|an)\s+/i, 'the ');
const bare = (noun?: string) => noun?.replace(/^(a|an|the|your|their)\s+/i, '');

/** Nothing given: undefined, null, NaN (an emptied number input), a blank string, an empty list. */
function isMissing(issue: Issue): boolean {
  const input = issue.input as unknown;
  if (typeof input === 'number') return Number.isNaN(input);
  return !isPresent(input);
}

/**
 * What the app-wide map says of a field no form names: still `say`'s voice, about "a value". No
 * form reaches it (src/app/app.form-voice.test.ts): it is the net under a form that forgot a name.
 */
const UNNAMED = 'a value';

/**
 * The message for a contract rule (generated schemas carry the rules, not the words): required
 * or a missing value, string too short / too long, number too small / too big, email, web
 * address, enum, in `say`'s words naming the field. Undefined for what it does not know.
 */
function contractMessage(issue: Issue, name: FieldName = UNNAMED): string | undefined {
  if (typeof name === 'object' && 'invalid' in name) return ownTexts(issue, name);
  const choose = typeof name === 'object' && 'choose' in name ? name.choose : undefined;
  const noun = typeof name === 'string' ? name : 'noun' in name ? name.noun : undefined;
  const missing =
    typeof name === 'object' && 'missing' in name
      ? name.missing
      : choose
        ? say.choose(choose)
        : say.enter(noun ?? UNNAMED);
  const wrong = choose ? say.choose(choose) : say.valid(bare(noun));
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? missing : wrong;
    case 'invalid_value':
      return isMissing(issue) ? missing : say.choose(choose ?? 'one of the options');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (
        isMissing(issue) ||
        (issue.origin === 'array' && min <= 1) ||
        (issue.origin === 'string' && min <= 1)
      )
        return missing;
      if (issue.origin === 'string') return say.atLeast(min, the(noun ?? choose ?? UNNAMED));
      if (issue.origin === 'number' || issue.origin === 'int') return say.amountFrom(min);
      if (issue.origin === 'array' || issue.origin === 'set') return missing;
      return undefined;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string')
        return choose ? say.choose(choose) : say.atMost(max, the(noun ?? UNNAMED));
      if (issue.origin === 'number' || issue.origin === 'int') return say.amountUpTo(max);
      if (issue.origin === 'array' || issue.origin === 'set')
        return say.fewer(max, choose ? bare(choose) : undefined);
      return undefined;
    }
    case 'invalid_format':
      if (isMissing(issue)) return missing;
      if (issue.format === 'email') return say.email();
      if (issue.format === 'url') return say.webAddress();
      // The contract's http(s)-only rule on web addresses (`pattern: ^https?://`).
      if (issue.format === 'regex' && String(issue.pattern).startsWith('/^https?:\\/\\/'))
        return say.webAddress();
      // The contract's one-line rule on names, titles and file names (`x-single-line`): what it
      // refuses is invisible, so "Enter a valid …" would leave the user nothing to act on.
      if (issue.format === 'regex' && !choose && isSingleLine(issue.pattern))
        return say.oneLine(the(noun ?? UNNAMED));
      return wrong;
    default:
      return undefined;
  }
}

/** Whether a regex issue's pattern (`/…/`, as zod writes it) is one of the contract's single-line patterns. */
const isSingleLine = (pattern: unknown) => SINGLE_LINE_PATTERNS.has(String(pattern));

/** A field's own two texts: `missing` when nothing is given, `invalid` for any other wrong value. */
function ownTexts(
  issue: Issue,
  { missing, invalid }: { missing: string; invalid: string },
): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_format':
    case 'too_big':
      return isMissing(issue) ? missing : invalid;
    case 'too_small':
      return isMissing(issue) || (issue.origin === 'string' && Number(issue.minimum) <= 1)
        ? missing
        : invalid;
    default:
      return undefined;
  }
}

/**
 * A rule the contract cannot say, on the body a form sends (`zGeneratedBody.check(bodyRule(...))`),
 * its message at `path`. It speaks only where the contract's own rules did not already (one
 * message per field), and not at all on a body that is not one. An async `test` needs an async
 * parse (react-hook-form's zod resolver parses asynchronously).
 */
export function bodyRule<T>(
  path: readonly (string | number)[],
  test: (body: T) => boolean | Promise<boolean>,
  message: string,
) {
  const at = path.join('.');
  return z.refine<T>(test, {
    message,
    path: [...path],
    when: (payload) =>
      !z.core.util.aborted(payload) &&
      !payload.issues.some((issue) => (issue.path ?? []).join('.') === at),
  });
}

/** The app's one error map (`z.config`): the net under fields no form names (see UNNAMED). */
const customError = (issue: Issue) => contractMessage(issue);

/** Installs the error map; once where the app starts and in the test setup. */
export function installErrorMap() {
  z.config({ customError });
}

// Installed by importing this module. Every form takes its resolver from here (below), so the map
// is in place before any form parses, and pages without a form (a cold /jobs) never load it.
installErrorMap();

/** react-hook-form's zod resolver, for every form: imported from here, so the error map above is installed. */
export { zodResolver } from '@hookform/resolvers/zod';

/** How a form names a phone number: any wrong number, too long included, is not a valid one. */
export const phoneFieldName: FieldName = {
  missing: say.enter('a phone number'),
  invalid: say.phone(),
};

/**
 * A form's own names for its fields, for one parse (`zodResolver(schema, fieldNames(...))`): the
 * same map, naming the field ("Enter a job title"). A list's items are named with `*`
 * ('skills.*'). Every field a form's rules can fault is named (src/app/app.form-voice.test.ts); one
 * left out would fall through to the app's map and its unnamed "a value".
 */
export function fieldNames(names: FieldNames) {
  return {
    error: (issue: Issue) => {
      const path = issue.path ?? [];
      const name =
        names[path.join('.')] ??
        names[path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.')];
      return name === undefined ? undefined : contractMessage(issue, name);
    },
  };
}
