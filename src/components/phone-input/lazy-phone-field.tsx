import { LazyPhoneInput } from './lazy-phone-input';
import { phoneFieldOf } from './phone-field-of';

/**
 * A form's phone number whose number rules load when the field is first used or the browser is
 * idle (LazyPhoneInput), not with the form: bound to react-hook-form as PhoneField is.
 */
export const LazyPhoneField = phoneFieldOf(LazyPhoneInput);
