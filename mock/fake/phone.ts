// A phone number the server keeps is a real number of its country, not only E.164-shaped (the
// contract's pattern lets "+4912345" through): libphonenumber-js with its full metadata, the
// same rules the app checks with (src/components/phone-input imports 'libphonenumber-js/max').
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { invalid } from './http';

/** The contract's words for a refused phone (its `invalidPhone` examples). */
const PHONE_INVALID = 'Enter a valid phone number in international format, e.g. +4930123456.';

/** Refuses (400 on `phone`) a number that is not a valid number of its country; null and absent pass. */
export function checkPhone(phone: string | null | undefined): void {
  if (phone && !isValidPhoneNumber(phone)) throw invalid({ phone: [PHONE_INVALID] });
}
