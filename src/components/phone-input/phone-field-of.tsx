import type { ComponentType } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormControlField, type FormControlFieldProps } from '@/components/ui/form';
import type { PhoneInputProps } from './phone-input-props';

export interface PhoneFieldProps<T extends FieldValues, N extends FieldPath<T>, Out = T>
  extends
    Omit<FormControlFieldProps<T, N, Out>, 'children'>,
    Pick<
      PhoneInputProps,
      'disabled' | 'preferredCountries' | 'defaultCountry' | 'onValidityChange'
    > {}

/**
 * A form's phone number: the given phone input bound to react-hook-form, its message shown by the
 * field (under the label's field, as the form's other errors are) rather than by the input. One
 * field for both inputs: PhoneInput (phone-field.tsx) and LazyPhoneInput (lazy-phone-field.tsx).
 */
export function phoneFieldOf(Input: ComponentType<PhoneInputProps>) {
  return function PhoneField<T extends FieldValues, N extends FieldPath<T>, Out = T>(
    props: PhoneFieldProps<T, N, Out>,
  ) {
    const { disabled, preferredCountries, defaultCountry, onValidityChange, ...fieldProps } = props;
    return (
      <FormControlField {...fieldProps}>
        {(field, control) => (
          <Input
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
  };
}
