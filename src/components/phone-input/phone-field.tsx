import { PhoneInput } from './phone-input';
import { phoneFieldOf } from './phone-field-of';

/** A form's phone number: PhoneInput bound to react-hook-form (phone-field-of.tsx). */
export const PhoneField = phoneFieldOf(PhoneInput);
