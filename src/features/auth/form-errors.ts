import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isProblem, splitFieldErrors } from '@/lib/problem';

/**
 * Shows a failed submit's server field errors (problem.errors) under their fields; the first
 * gets focus. Returns how many were placed and the messages that belong to no field.
 */
function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): { placed: number; other: string[] } {
  const { fields: found, other } = splitFieldErrors(error, fields);
  const names = Object.keys(found) as Path<T>[];
  names.forEach((name, index) =>
    setError(name, { type: 'server', message: found[name] ?? '' }, { shouldFocus: index === 0 }),
  );
  return { placed: names.length, other };
}

/**
 * A failed submit of a sign-in flow's form: its field errors under their fields (then null), else
 * the words for the form's alert: the server's own on 429 (they say when to try again), what found
 * no field, or `fallback`.
 */
export function submitFailure<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  const { placed, other } = placeFieldErrors(error, fields, setError);
  if (placed > 0) return null;
  return isProblem(error) && error.status === 429 ? error.detail : (other[0] ?? fallback);
}
