import type * as React from 'react';
import type { PhoneMessages, PhoneMode } from './constants';
import type { Country } from './countries';
import type { ParsedPhone } from './validate-phone';

export interface PhoneInputLabels {
  /** Prefix of the country button's accessible name: '{country}: United Kingdom +44'. Default 'Country'. */
  country: string;
  /** Accessible name of the country list. Default 'Countries'. */
  countryList: string;
  /** Group of `preferredCountries`. Default 'Suggested countries'. */
  preferredGroup: string;
  /** Group of the other countries (shown only when there are preferred ones). Default 'All countries'. */
  otherGroup: string;
}

export const DEFAULT_LABELS: PhoneInputLabels = {
  country: 'Country',
  countryList: 'Countries',
  preferredGroup: 'Suggested countries',
  otherGroup: 'All countries',
};

type NativeInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'pattern' | 'maxLength' | 'children'
>;

export interface PhoneInputProps extends NativeInputProps {
  /** E.164 ('+442079460018') or any raw text. Use with react-hook-form's Controller / useController. */
  value?: string;
  /** Receives E.164 when the number is valid, otherwise the raw text ('' when empty). */
  onChange?: (value: string) => void;
  /** Called after every change of the text or the country (and once on mount). */
  onValidityChange?: (valid: boolean, parsed: ParsedPhone) => void;
  onCountryChange?: (country: Country) => void;
  /** ISO code of the initially selected country (unused when `detectCountry` is on). */
  defaultCountry?: string;
  /** Only these countries are offered. */
  allowedCountries?: readonly string[];
  /** All countries but these are offered. */
  ignoredCountries?: readonly string[];
  /** Listed first, in this order. The first one is also the fallback country. */
  preferredCountries?: readonly string[];
  /** Accept only digits, spaces, parentheses, hyphen and plus; other characters are dropped as typed. */
  digitsOnly?: boolean;
  /** The raw text must match this to be accepted (an empty field is always accepted). */
  pattern?: RegExp;
  /** Format applied to a valid number on blur. Default 'international'. */
  mode?: PhoneMode;
  /** Override the validation messages, keyed by error code. */
  messages?: Partial<PhoneMessages>;
  /** Detect the default country with `lookupCountry` on mount. Off by default. */
  detectCountry?: boolean;
  /** Returns the IP-to-country service's text (e.g. '1;GB;GBR;United Kingdom'); see parseCountryLookup. */
  lookupCountry?: () => Promise<string>;
  /**
   * Show the validation message under the field: undefined (default) after blur or a submit
   * attempt; true whenever invalid; false never (when the form shows it, e.g. through FormField).
   */
  showMessage?: boolean;
  /** Locale for country names. Default 'en'. */
  locale?: string;
  labels?: Partial<PhoneInputLabels>;
  /** Classes for the text input (className goes to the wrapper). */
  inputClassName?: string;
}
