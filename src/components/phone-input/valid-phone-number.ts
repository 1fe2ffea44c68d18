import { withChunkReload } from '@/lib/chunk-reload';
import { importPhoneInput } from './phone-input-chunk';

const loadRules = withChunkReload(importPhoneInput);

/**
 * Whether `text` is a valid phone number by libphonenumber-js, loaded the first time a number is
 * checked: a form's rule (an async one; react-hook-form's zod resolver parses asynchronously)
 * without the number metadata in the form's own code. PhoneInput shares the same modules.
 */
export async function isValidPhoneNumberLater(text: string): Promise<boolean> {
  const { isValidPhoneNumber } = await loadRules();
  return isValidPhoneNumber(text);
}
