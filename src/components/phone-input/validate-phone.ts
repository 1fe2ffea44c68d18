import {
  getCountryCallingCode,
  ParseError,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type PhoneNumber,
} from 'libphonenumber-js/max';
// The full metadata ('max'), not the default 'min': with 'min', isValid() only checks lengths, so
// "+4912345" passed (the fake checks with the same rules: mock/fake/phone.ts).
import { isSupportedCountry, type Country } from './countries';
import { PHONE_MODES, type PhoneErrorCode, type PhoneMode } from './constants';

/** The parsed phone value (docs/product.md §3), given to `onValidityChange`. */
export interface ParsedPhone {
  /** ISO code of the number's country (from an international prefix), else of the selected country. */
  countryCode: string;
  valid: boolean;
  /** The selected country. */
  country: Country;
  /** The number formatted in the component's mode when valid; otherwise the raw text. */
  formatted: string;
  /** The national significant number ('2079460018'); '' when it cannot be parsed. */
  nationalNumber: string;
  /** E.164 ('+442079460018') when valid; '' otherwise. */
  e164: string;
  /** Why it is invalid; undefined when valid. */
  error?: PhoneErrorCode;
}

export interface PhoneValidation {
  valid: boolean;
  error?: PhoneErrorCode;
  parsed: ParsedPhone;
}

export interface ValidatePhoneOptions {
  mode: PhoneMode;
  required?: boolean;
  /** Pass only when the country list is restricted (allowed/ignored); undefined means any country. */
  isCountryAvailable?: (iso2: string) => boolean;
}

const PARSE_ERRORS: readonly PhoneErrorCode[] = [
  'NOT_A_NUMBER',
  'TOO_SHORT',
  'TOO_LONG',
  'INVALID_COUNTRY',
];

export function isPhoneMode(mode: unknown): mode is PhoneMode {
  return typeof mode === 'string' && (PHONE_MODES as readonly string[]).includes(mode);
}

function formatPhone(phone: PhoneNumber, mode: PhoneMode): string {
  switch (mode) {
    case 'national':
      return phone.formatNational();
    case 'e164':
      return phone.number;
    default:
      return phone.formatInternational();
  }
}

/**
 * The country of an international number ('+1 212…' → 'US'), when it can be told yet.
 *
 * Where countries share a calling code, `preferred` (the country already chosen, or the form's
 * default) stays when it has the number's calling code: "+44 7911 123456" keeps United Kingdom
 * for someone who chose it, though the numbering plan puts that range in Guernsey (GG), which is
 * what shows when no +44 country was chosen. The number itself is the same either way.
 */
export function countryOfInternationalNumber(raw: string, preferred?: string): string | undefined {
  if (!raw.trim().startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(raw, { extract: false });
  if (!parsed?.country) return undefined;
  const keepsPreferred =
    preferred !== undefined &&
    isSupportedCountry(preferred) &&
    getCountryCallingCode(preferred) === parsed.countryCallingCode;
  return keepsPreferred ? preferred : parsed.country;
}

/**
 * A stored (E.164) number as people read it: '+4930123456' → '+49 30 123456'; unparsable text as
 * it is. Read from the loaded chunk (phone-number.tsx through phone-input.tsx), which knip does not follow.
 * @public
 */
export function formatPhoneNumber(value: string): string {
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

/** Validates `raw` by the rules of `country` (or of its own '+' prefix) with libphonenumber-js. */
export function validatePhone(
  raw: string,
  country: Country,
  options: ValidatePhoneOptions,
): PhoneValidation {
  const base = { countryCode: country.iso2, country, formatted: raw, nationalNumber: '', e164: '' };
  if (raw.trim() === '') {
    return options.required
      ? { valid: false, error: 'REQUIRED', parsed: { ...base, valid: false, error: 'REQUIRED' } }
      : { valid: true, parsed: { ...base, valid: true } };
  }
  const fail = (error: PhoneErrorCode, extra: Partial<ParsedPhone> = {}): PhoneValidation => ({
    valid: false,
    error,
    parsed: { ...base, ...extra, valid: false, error },
  });

  const defaultCountry = isSupportedCountry(country.iso2) ? country.iso2 : undefined;
  let phone: PhoneNumber;
  try {
    phone = parsePhoneNumberWithError(raw, { defaultCountry, extract: false });
  } catch (error) {
    if (error instanceof ParseError) {
      const code = PARSE_ERRORS.find((c) => c === error.message) ?? 'NOT_A_NUMBER';
      return fail(code);
    }
    throw error;
  }

  const extra = {
    countryCode: phone.country ?? country.iso2,
    nationalNumber: phone.nationalNumber,
  };
  const { isCountryAvailable } = options;
  if (phone.country && isCountryAvailable && !isCountryAvailable(phone.country)) {
    return fail('INVALID_COUNTRY', extra);
  }
  if (!phone.isValid()) {
    return fail(validatePhoneNumberLength(raw, { defaultCountry }) ?? 'INVALID', extra);
  }
  // A valid number outside every country (e.g. +800) cannot satisfy a country restriction.
  if (!phone.country && isCountryAvailable) return fail('INVALID_COUNTRY', extra);
  return {
    valid: true,
    parsed: {
      ...base,
      ...extra,
      valid: true,
      formatted: formatPhone(phone, options.mode),
      e164: phone.number,
    },
  };
}
