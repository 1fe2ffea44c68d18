// A phone number the server keeps is a real number of its country, not only E.164-shaped (the
// contract's pattern lets "+4912345" through): libphonenumber-js with its full metadata, the
// same rules the app checks with (src/components/phone-input imports 'libphonenumber-js/max').
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { invalid } from './http';

/** The contract's words for a refused phone (its `invalidPhone` examples). */
const PHONE_INVALID = 'Enter a valid phone number in international format, e.g. +4930123456.';

/**
 * A phone as the applications CSV writes it (decision 014): the international format with the
 * international call prefix `00` for the `+` ("+4917612345678" → "0049 176 12345678"). It starts
 * with a digit, so no spreadsheet takes it for a formula, and its spaces keep it text, so none
 * turns it into a number either: every spreadsheet shows it as written. A number the rules
 * cannot read is left as it is (the CSV's formula rule then applies to it).
 */
export function csvPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed ? parsed.formatInternational().replace(/^\+/, '00') : phone;
}

/** Refuses (400 on `phone`) a number that is not a valid number of its country; null and absent pass. */
export function checkPhone(phone: string | null | undefined): void {
  if (phone && !isValidPhoneNumber(phone)) throw invalid({ phone: [PHONE_INVALID] });
}
