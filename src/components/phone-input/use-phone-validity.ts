import * as React from 'react';
import { DEFAULT_PHONE_MESSAGES } from './constants';
import type { ParsedPhone } from './validate-phone';

export interface PhoneValidity {
  /** The number as last reported (an empty optional number is valid). */
  valid: boolean;
  /** Why not, in the field's words ('' when valid). */
  message: string;
  /** For PhoneInput's (or PhoneField's) onValidityChange. */
  onValidityChange: (valid: boolean, parsed: ParsedPhone) => void;
  /**
   * Before sending: true when the number is valid; otherwise false, with `message` put under the
   * form's `phone` field (focused). Pass the form's `setError`.
   */
  passes: (setError: SetPhoneError) => boolean;
}

type SetPhoneError = (
  name: 'phone',
  error: { type: string; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * The validity PhoneInput reports (per country, with libphonenumber-js), kept for a form whose
 * schema takes the phone as plain text: it checks `valid` before sending and puts `message` under
 * the field.
 */
export function usePhoneValidity(): PhoneValidity {
  const [validity, setValidity] = React.useState({ valid: true, message: '' });
  const onValidityChange = React.useCallback((valid: boolean, parsed: ParsedPhone) => {
    const message = valid ? '' : DEFAULT_PHONE_MESSAGES[parsed.error ?? 'INVALID'];
    setValidity((prev) =>
      prev.valid === valid && prev.message === message ? prev : { valid, message },
    );
  }, []);
  const passes = (setError: SetPhoneError) => {
    if (!validity.valid)
      setError('phone', { type: 'phone', message: validity.message }, { shouldFocus: true });
    return validity.valid;
  };
  return { ...validity, onValidityChange, passes };
}
