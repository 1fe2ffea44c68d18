/** Characters typed while the country list is open build a search prefix; it resets this long after the last key. */
export const TYPE_TO_FIND_RESET_MS = 700;

/** The country list opens above the button when less free space than this is left below it. */
export const DROPDOWN_MIN_SPACE_BELOW_PX = 200;

/** The raw phone text is capped at this many characters (docs/product.md §9). */
export const MAX_RAW_LENGTH = 250;

/** With `digitsOnly`, only digits, spaces, parentheses, hyphen and plus are accepted; everything else is dropped. */
export const DIGITS_ONLY_DISALLOWED = /[^\d\s()+-]/g;

export const PHONE_MODES = ['international', 'national', 'e164'] as const;
export type PhoneMode = (typeof PHONE_MODES)[number];
export const DEFAULT_PHONE_MODE: PhoneMode = 'international';

/** Why a phone number is not valid: libphonenumber-js's parse/length errors plus our own two. */
export type PhoneErrorCode =
  | 'NOT_A_NUMBER'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'INVALID_COUNTRY'
  | 'INVALID_LENGTH'
  /** Right length, but not a number that exists in the country's numbering plan. */
  | 'INVALID'
  /** Empty while `required`. */
  | 'REQUIRED';

export type PhoneMessages = Record<PhoneErrorCode, string>;

export const DEFAULT_PHONE_MESSAGES: PhoneMessages = {
  NOT_A_NUMBER: 'Enter a phone number using digits',
  TOO_SHORT: 'Enter the whole phone number: this one is too short',
  TOO_LONG: 'Enter a shorter phone number: this one is too long',
  INVALID_COUNTRY: 'Choose the country of this phone number',
  INVALID_LENGTH: 'Check the number of digits for the selected country',
  INVALID: 'Enter a valid phone number for the selected country',
  REQUIRED: 'Enter a phone number',
};
