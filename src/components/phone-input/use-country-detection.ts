import * as React from 'react';
import type { Country } from './countries';
import { parseCountryLookup } from './country-lookup';

export interface CountryDetectionOptions {
  /** Detect at all (read on mount and when it turns on). */
  enabled: boolean;
  /** Returns the IP-to-country service's text (e.g. '1;GB;GBR;United Kingdom'); see parseCountryLookup. */
  lookupCountry?: () => Promise<string>;
  /** The value names its country already: nothing to detect. */
  known: boolean;
  findAvailable: (iso2: string | undefined) => Country | undefined;
  fallbackCountry: Country;
  /**
   * The country to select: the detected one, or the fallback when detection failed (both only
   * matter while the user has not picked a country or typed yet; the caller checks).
   */
  onResult: (country: Country, detected: boolean) => void;
}

/**
 * The default country from the IP-to-country lookup, once on mount (docs/product.md §5). A failed,
 * unreadable or unavailable answer warns and falls back; an answer after unmount is dropped.
 */
export function useCountryDetection({
  enabled,
  lookupCountry,
  known,
  findAvailable,
  fallbackCountry,
  onResult,
}: CountryDetectionOptions) {
  const detect = React.useEffectEvent((isCancelled: () => boolean) => {
    if (known) return;
    const fallback = fallbackCountry;
    const fail = (reason: string, error?: unknown) => {
      console.warn(
        `PhoneInput: country detection failed (${reason}); using ${fallback.iso2}.`,
        ...(error ? [error] : []),
      );
      onResult(fallback, false);
    };
    if (!lookupCountry) {
      console.warn(
        `PhoneInput: detectCountry is on but no lookupCountry was given; using ${fallback.iso2}.`,
      );
      return;
    }
    let lookup: Promise<string>;
    try {
      lookup = lookupCountry();
    } catch (error) {
      fail('lookup threw', error);
      return;
    }
    lookup.then(
      (text) => {
        if (isCancelled()) return;
        const code = parseCountryLookup(text);
        const detected = findAvailable(code ?? undefined);
        if (!code) fail(`unexpected response ${JSON.stringify(text)}`);
        else if (!detected) fail(`${code} is not an available country`);
        else onResult(detected, true);
      },
      (error: unknown) => {
        if (!isCancelled()) fail('lookup rejected', error);
      },
    );
  });
  React.useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    detect(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [enabled]);
}
