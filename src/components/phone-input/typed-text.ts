import { DIGITS_ONLY_DISALLOWED, MAX_RAW_LENGTH } from './constants';

/** RegExp.test without the statefulness of global/sticky expressions. */
function patternAccepts(pattern: RegExp, text: string): boolean {
  const stateless =
    pattern.global || pattern.sticky
      ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
      : pattern;
  return stateless.test(text);
}

/**
 * The text a change of the number field leaves: with `digitsOnly`, other characters are dropped
 * from the field as typed (the caret stays where it was, minus what was dropped before it); the
 * text is capped at MAX_RAW_LENGTH. null when `pattern` refuses it (the field keeps its text).
 */
export function acceptTyped(
  target: HTMLInputElement,
  { digitsOnly, pattern }: { digitsOnly: boolean; pattern?: RegExp },
): string | null {
  let next = target.value;
  if (digitsOnly) {
    const filtered = next.replace(DIGITS_ONLY_DISALLOWED, '');
    if (filtered !== next) {
      const caret = target.selectionStart ?? next.length;
      const newCaret =
        caret - (caret - next.slice(0, caret).replace(DIGITS_ONLY_DISALLOWED, '').length);
      target.value = filtered;
      target.setSelectionRange?.(newCaret, newCaret);
      next = filtered;
    }
  }
  if (next.length > MAX_RAW_LENGTH) next = next.slice(0, MAX_RAW_LENGTH);
  if (pattern && next !== '' && !patternAccepts(pattern, next)) return null;
  return next;
}
