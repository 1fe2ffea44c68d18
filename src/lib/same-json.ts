/**
 * Whether two JSON values (API answers, or parts of them) hold the same data: equal primitives,
 * arrays of the same values in the same order, objects with the same keys and values. Two answers
 * of the API never share objects, so a list that comes back with some jobs unchanged gives new
 * objects for them all; this tells which ones really changed (memoised list items).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((value, i) => sameJson(value, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}
