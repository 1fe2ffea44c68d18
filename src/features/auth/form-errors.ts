import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { splitFieldErrors } from '@/lib/problem';

/**
 * Shows a failed submit's server field errors (problem.errors) under their fields; the first
 * gets focus. Returns how many were placed and the messages that belong to no field.
 */
export function placeFieldErrors<T extends FieldValues>(
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
