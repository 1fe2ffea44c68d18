/**
 * Spectral function: a name, title or file name a request body carries has a `pattern` that
 * refuses control characters (NUL, CR, LF, DEL, C1), the line and paragraph separators and the
 * bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): a company or
 * a resume named with U+202E shows reversed text, and CR/LF splits a name into two lines of a
 * mail or a CSV export. The contract's pattern for them:
 *   ^[^\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff]*$
 * (bidi marks U+200E/U+200F/U+061C, zero-width characters and the byte order mark too)
 * (file names also refuse / and \). A stricter pattern passes too: the rule tries the characters.
 * Given: every property of a request body (nested ones included); the rule applies to those whose
 * name says they are a name, a title or a file name (NAME_LIKE). The contract lists its
 * single-line patterns once (`x-single-line`, generated/rules.gen.ts `singleLineText`); the app and
 * the local backend find the fields by those patterns (tests/contract/rules.test.ts checks every
 * NAME_LIKE field carries one of them).
 */

/** Property names that hold a name, a title or a file name. */
export const NAME_LIKE = /^(name|title|headline|filename)$|_(name|title)$/;

const FORBIDDEN = {
  NUL: '\u0000',
  CR: '\r',
  LF: '\n',
  TAB: '\t',
  DEL: '\u007f',
  'NEXT LINE (U+0085)': '\u0085',
  'LINE SEPARATOR (U+2028)': '\u2028',
  'PARAGRAPH SEPARATOR (U+2029)': '\u2029',
  'LEFT-TO-RIGHT EMBEDDING (U+202A)': '\u202a',
  'RIGHT-TO-LEFT OVERRIDE (U+202E)': '\u202e',
  'LEFT-TO-RIGHT ISOLATE (U+2066)': '\u2066',
  'POP DIRECTIONAL ISOLATE (U+2069)': '\u2069',
  'LEFT-TO-RIGHT MARK (U+200E)': '\u200e',
  'RIGHT-TO-LEFT MARK (U+200F)': '\u200f',
  'ARABIC LETTER MARK (U+061C)': '\u061c',
  'ZERO WIDTH SPACE (U+200B)': '\u200b',
  'BYTE ORDER MARK (U+FEFF)': '\ufeff',
};

export default function singleLineText(schema, _options, context) {
  const name = String(context.path[context.path.length - 1]);
  if (!NAME_LIKE.test(name) || schema === null || typeof schema !== 'object') return;
  const types = [schema.type ?? []].flat();
  if (!types.includes('string')) return;
  if (typeof schema.pattern !== 'string')
    return [
      {
        message: `"${name}" is a name, title or file name without a pattern: it would accept NUL, CR/LF and bidi overrides (add the contract's single-line pattern).`,
      },
    ];
  let pattern;
  try {
    pattern = new RegExp(schema.pattern, 'u');
  } catch (error) {
    return [{ message: `"${name}": its pattern does not compile (${error.message}).` }];
  }
  const admitted = Object.entries(FORBIDDEN)
    .filter(([, char]) => pattern.test(`Ab${char}cd`))
    .map(([label]) => label);
  if (admitted.length)
    return [
      {
        message: `"${name}" is a name, title or file name whose pattern admits ${admitted.join(', ')}.`,
      },
    ];
}
