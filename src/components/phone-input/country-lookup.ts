/**
 * Parses the text of the IP-to-country lookup service (docs/product.md §7, "Other"), e.g.
 * '1;GB;GBR;United Kingdom': the first character must be '1' (success) and characters 3-4 are
 * the ISO 3166-1 alpha-2 country code. Returns the upper-case code, or null when the text does
 * not follow that shape. The network call itself lives outside the phone input (inject it as
 * `lookupCountry`).
 */
export function parseCountryLookup(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (trimmed.charAt(0) !== '1') return null;
  const code = trimmed.slice(2, 4);
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  return code.toUpperCase();
}
