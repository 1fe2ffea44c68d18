const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first character a person reads in `word`: a whole grapheme (an emoji, a letter with its accent). */
const firstGrapheme = (word: string): string =>
  graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';

/**
 * Up to two initials for an avatar: the first letter of the first and of the last word that
 * starts with a letter, taken by grapheme (never half of a surrogate pair), upper-cased.
 * "Amara 🌍 أمارة Nwosu" → "AN"; "maya.okafor@example.com" → "M"; nothing usable → "?".
 */
export function initials(text: string | null | undefined): string {
  const words = (text ?? '')
    .trim()
    .split(/\s+/)
    .map(firstGrapheme)
    .filter((first) => /^\p{L}/u.test(first));
  if (words.length === 0) return '?';
  const picked = words.length === 1 ? [words[0]!] : [words[0]!, words.at(-1)!];
  return picked.map((g) => g.toLocaleUpperCase()).join('');
}
