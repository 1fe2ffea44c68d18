import type { FieldErrors, Problem } from '@generated/types.gen';
import { failureMessage } from './error-message';

/**
 * RFC 9457 problem details as the generated client rejects with them (docs/product.md §8 and the
 * contract's error shape). Helpers to branch on them and to put field errors where they belong.
 */
export function isProblem(error: unknown): error is Problem {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as Record<string, unknown>;
  return typeof e.status === 'number' && typeof e.title === 'string';
}

/** The problem's human-readable detail, or `fallback` for anything else (network, VALIDATION_ERROR). */
export function problemMessage(error: unknown, fallback: string): string {
  if (isProblem(error)) {
    if (error.status >= 500) return fallback;
    return error.detail || error.title || fallback;
  }
  return fallback;
}

/** The problem's `code` when it is one with that status. */
export function problemCode(error: unknown, status?: number): string | undefined {
  if (!isProblem(error)) return undefined;
  if (status !== undefined && error.status !== status) return undefined;
  return error.code;
}

/**
 * A link's key or a reset token the server refused (confirmEmail, confirmPasswordReset): code
 * `token_invalid`, or, from a server that sends other codes or none (stock DRF and simplejwt send
 * `token_not_valid` or a bare `{"detail"}`), a 400/401 without field errors. A weak password
 * (400 with `errors`) is not a refused link.
 */
export function isRefusedToken(error: unknown): boolean {
  if (!isProblem(error)) return false;
  if (error.code === 'token_invalid') return true;
  return (
    (error.status === 400 || error.status === 401) &&
    !error.errors &&
    error.code !== 'validation_error'
  );
}

/**
 * A problem's field errors as flat paths to messages. DRF nests them for nested objects and lists
 * (`{"links": {"github": [m]}}`, `{"location_ids": {"2": [m]}}`); flat they read `links.github`,
 * `location_ids.2`, which are react-hook-form's field paths too.
 */
export function flattenFieldErrors(
  errors: FieldErrors | undefined,
  prefix = '',
): Record<string, string[]> {
  const flat: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) flat[path] = value;
    else Object.assign(flat, flattenFieldErrors(value, path));
  }
  return flat;
}

/** Every message the server gave for a field, nested ones included, joined; null when none. */
export function fieldMessage(error: unknown, field: string): string | null {
  if (!isProblem(error)) return null;
  const messages = Object.entries(flattenFieldErrors(error.errors))
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .flatMap(([, list]) => list);
  return messages.length ? messages.join(' ') : null;
}

/** The first field message of a problem, whatever the field (for a toast). */
export function firstFieldMessage(error: unknown): string | undefined {
  return isProblem(error) ? Object.values(flattenFieldErrors(error.errors))[0]?.[0] : undefined;
}

export interface FieldErrorSplit<F extends string> {
  /** Field errors that belong to one of the form's fields, messages joined. */
  fields: Partial<Record<F, string>>;
  /** Messages that belong to no field of the form (non_field_errors, unknown fields). */
  other: string[];
}

/**
 * Splits a problem's `errors` map into the form's fields and the rest. Nested errors find their
 * field by path: `links.github` goes to a form field `links.github`, or else to `links`; an item
 * of a list (`location_ids.2`) goes to the list's field. `aliases` maps a server field name onto a
 * form field when they differ (e.g. `headquarters_id` → `headquarters`, `location_id` → `location`).
 */
export function splitFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): FieldErrorSplit<F> {
  const split: FieldErrorSplit<F> = { fields: {}, other: [] };
  if (!isProblem(error) || !error.errors) return split;
  const known = formFields as readonly string[];
  for (const [path, messages] of Object.entries(flattenFieldErrors(error.errors))) {
    // The longest prefix of the path that is a form field (or an alias of one).
    const segments = path.split('.');
    let field: string | undefined;
    for (let n = segments.length; n > 0 && !field; n -= 1) {
      const candidate = segments.slice(0, n).join('.');
      field = aliases[candidate] ?? known.find((f) => f === candidate);
    }
    const text = messages.join(' ');
    if (field)
      split.fields[field as F] = split.fields[field as F]
        ? `${split.fields[field as F]} ${text}`
        : text;
    else split.other.push(text);
  }
  return split;
}

/** A form's `setError` (react-hook-form's), as these helpers use it. */
type SetFieldError<F extends string> = (
  name: F,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Shows a failed submit's field errors under their fields (react-hook-form `setError`) and
 * returns what could not be placed (a message for an alert). The first field gets focus.
 */
export function applyFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
  setError: SetFieldError<F>,
  aliases: Partial<Record<string, F>> = {},
): { placed: F[]; other: string[] } {
  const { fields, other } = splitFieldErrors(error, formFields, aliases);
  const placed = Object.keys(fields) as F[];
  placed.forEach((name, index) =>
    setError(name, { type: 'server', message: fields[name]! }, { shouldFocus: index === 0 }),
  );
  return { placed, other };
}

/**
 * A failed save, shown where the user looks: a conflict (409) under `conflict.field`, the field
 * errors under their fields. Returns the message for the form's alert: what found no field, else
 * `failed` and why (null, or `allPlaced`, when every error has its field).
 */
export function saveErrorMessage<F extends string>(
  error: unknown,
  formFields: readonly F[],
  setError: SetFieldError<F>,
  {
    failed,
    conflict,
    allPlaced = null,
  }: { failed: string; conflict?: { field: F; message: string }; allPlaced?: string | null },
): string | null {
  if (conflict && isProblem(error) && error.status === 409) {
    setError(
      conflict.field,
      { type: 'server', message: problemMessage(error, conflict.message) },
      { shouldFocus: true },
    );
    return null;
  }
  const { placed, other } = applyFieldErrors(error, formFields, setError);
  if (placed.length > 0 && other.length === 0) return allPlaced;
  return other.join(' ') || problemMessage(error, `${failed} ${failureMessage(error)}`);
}
