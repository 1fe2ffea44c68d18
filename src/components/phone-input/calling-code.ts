/**
 * An international number moved to another country's calling code, its national part kept as
 * typed (docs/product.md §5): '+49 170 98765432' to Sri Lanka is '+94 170 98765432', not the digits
 * run together. Only the calling code changes; a text that does not start with `+` and the old
 * code (a national number, or one already moved) is returned as it is.
 */
export function switchCallingCode(raw: string, from: string, to: string): string {
  const text = raw.trim();
  if (!text.startsWith('+')) return raw;
  let at = 1;
  let matched = 0;
  while (at < text.length && matched < from.length) {
    const ch = text.charAt(at);
    if (/\d/.test(ch)) {
      if (ch !== from.charAt(matched)) return raw;
      matched += 1;
    } else if (!/[\s().-]/.test(ch)) return raw;
    at += 1;
  }
  if (matched < from.length) return raw;
  // Calling codes are prefix-free: what follows the old code's digits is the national number.
  const national = text.slice(at).replace(/^[\s.-]+/, '');
  return national ? `+${to} ${national}` : `+${to}`;
}
