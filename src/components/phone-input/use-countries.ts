import * as React from 'react';
import { buildCountryList, getAllCountries, type Country, type CountryList } from './countries';

export interface CountryOptions {
  allowedCountries?: readonly string[];
  ignoredCountries?: readonly string[];
  preferredCountries?: readonly string[];
  locale: string;
}

export interface Countries {
  list: CountryList;
  /** The offered country with this ISO code (any case), if it is offered. */
  findAvailable: (iso2: string | undefined) => Country | undefined;
  /** Set when the offer is restricted (allowed or ignored countries): whether a country is offered. */
  isCountryAvailable: ((iso2: string) => boolean) | undefined;
  /** The first offered country (the first preferred one, if any): the fallback. */
  fallbackCountry: Country;
}

function splitKey(key: string): string[] | undefined {
  return key ? key.split(',') : undefined;
}

/** The countries a PhoneInput offers, in order, and lookups into them. */
export function useCountries({
  allowedCountries,
  ignoredCountries,
  preferredCountries,
  locale,
}: CountryOptions): Countries {
  // Keyed by their text, so a new array with the same codes (written inline) rebuilds nothing.
  const allowedKey = allowedCountries?.join(',') ?? '';
  const ignoredKey = ignoredCountries?.join(',') ?? '';
  const preferredKey = preferredCountries?.join(',') ?? '';
  const list = React.useMemo(
    () =>
      buildCountryList({
        allowedCountries: splitKey(allowedKey),
        ignoredCountries: splitKey(ignoredKey),
        preferredCountries: splitKey(preferredKey),
        locale,
      }),
    [allowedKey, ignoredKey, preferredKey, locale],
  );
  const restricted = allowedKey !== '' || ignoredKey !== '';
  const findAvailable = (iso2: string | undefined) =>
    iso2 ? list.all.find((c) => c.iso2 === iso2.toUpperCase()) : undefined;
  const isCountryAvailable = restricted
    ? (iso2: string) => findAvailable(iso2) !== undefined
    : undefined;
  const fallbackCountry: Country = list.all[0] ??
    getAllCountries(locale).find((c) => c.iso2 === 'US') ?? {
      iso2: 'US',
      name: 'United States',
      dialCode: '1',
    };
  return { list, findAvailable, isCountryAvailable, fallbackCountry };
}
