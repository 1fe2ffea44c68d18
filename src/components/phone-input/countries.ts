import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';

/** A selectable country (docs/product.md §3). */
export interface Country {
  /** ISO 3166-1 alpha-2, upper case, e.g. 'GB'. */
  iso2: string;
  /** Display name in the requested locale, e.g. 'United Kingdom'. */
  name: string;
  /** Calling code without '+', e.g. '44'. */
  dialCode: string;
}

const SUPPORTED = new Set<string>(getCountries());
const byLocale = new Map<string, Country[]>();

export function isSupportedCountry(iso2: string): iso2 is CountryCode {
  return SUPPORTED.has(iso2);
}

function displayNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return undefined;
  }
}

/** Every country libphonenumber-js knows, named in `locale`, sorted by name. Cached per locale. */
export function getAllCountries(locale = 'en'): Country[] {
  const cached = byLocale.get(locale);
  if (cached) return cached;
  const names = displayNames(locale);
  const list = getCountries()
    .map((iso2) => ({ iso2, name: names?.of(iso2) ?? iso2, dialCode: getCountryCallingCode(iso2) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  byLocale.set(locale, list);
  return list;
}

/** Upper-cases, drops unknown codes and duplicates, keeps order. */
function normalizeCountryCodes(codes: readonly string[] | undefined): string[] {
  if (!codes) return [];
  const out: string[] = [];
  for (const code of codes) {
    const iso2 = code.trim().toUpperCase();
    if (isSupportedCountry(iso2) && !out.includes(iso2)) out.push(iso2);
  }
  return out;
}

export interface CountryListOptions {
  /** Only these countries (when non-empty). */
  allowedCountries?: readonly string[];
  /** All but these. */
  ignoredCountries?: readonly string[];
  /** Listed first, in the given order. */
  preferredCountries?: readonly string[];
  locale?: string;
}

export interface CountryList {
  preferred: Country[];
  /** The available countries that are not preferred, by name. */
  others: Country[];
  /** Display order: preferred, then others. The first one is the fallback country. */
  all: Country[];
}

export function buildCountryList({
  allowedCountries,
  ignoredCountries,
  preferredCountries,
  locale = 'en',
}: CountryListOptions): CountryList {
  const allowed = new Set(normalizeCountryCodes(allowedCountries));
  const ignored = new Set(normalizeCountryCodes(ignoredCountries));
  const available = getAllCountries(locale).filter(
    (c) => (allowed.size === 0 || allowed.has(c.iso2)) && !ignored.has(c.iso2),
  );
  const byIso = new Map(available.map((c) => [c.iso2, c]));
  const preferred = normalizeCountryCodes(preferredCountries)
    .map((iso2) => byIso.get(iso2))
    .filter((c): c is Country => c !== undefined);
  const preferredSet = new Set(preferred.map((c) => c.iso2));
  const others = available.filter((c) => !preferredSet.has(c.iso2));
  return { preferred, others, all: [...preferred, ...others] };
}

/** Lower case without diacritics, for type-to-find ('Åland' matches 'aland'). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
