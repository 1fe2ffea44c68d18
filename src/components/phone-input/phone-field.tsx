import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormControlField, type FormControlFieldProps } from '@/components/ui/form';
import { PhoneInput, type PhoneInputProps } from './phone-input';

export interface PhoneFieldProps<T extends FieldValues, N extends FieldPath<T>, Out = T>
  extends
    Omit<FormControlFieldProps<T, N, Out>, 'children'>,
    Pick<
      PhoneInputProps,
      'disabled' | 'preferredCountries' | 'defaultCountry' | 'onValidityChange'
    > {}

/**
 * A form's phone number: PhoneInput bound to react-hook-form, its message shown by the field
 * (under the label's field, as the form's other errors are) rather than by the input.
 */
export function PhoneField<T extends FieldValues, N extends FieldPath<T>, Out = T>(
  props: PhoneFieldProps<T, N, Out>,
) {
  const { disabled, preferredCountries, defaultCountry, onValidityChange, ...fieldProps } = props;
  return (
    <FormControlField {...fieldProps}>
      {(field, control) => (
        <PhoneInput
          {...control}
          {...field}
          disabled={disabled}
          autoComplete="tel"
          showMessage={false}
          preferredCountries={preferredCountries}
          defaultCountry={defaultCountry}
          onValidityChange={onValidityChange}
        />
      )}
    </FormControlField>
  );
}
