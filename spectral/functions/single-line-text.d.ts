/** Property names that hold a name, a title or a file name (see single-line-text.js). */
export const NAME_LIKE: RegExp;
declare function singleLineText(
  schema: unknown,
  options: unknown,
  context: { path: (string | number)[] },
): { message: string }[] | undefined;
export default singleLineText;
