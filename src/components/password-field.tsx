import * as React from 'react';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';

export interface PasswordFieldProps extends Omit<React.ComponentProps<typeof PasswordInput>, 'id'> {
  id: string;
  label?: string;
  error?: string;
  /** current-password (sign-in) or new-password (choosing one). */
  autoComplete: 'current-password' | 'new-password';
}

/** A required password field (label, error, Show password); the rest (register()'s) goes to the box. */
export function PasswordField({ id, label = 'Password', error, ...props }: PasswordFieldProps) {
  return (
    <FormField label={label} id={id} required error={error}>
      <PasswordInput maxLength={128} {...props} />
    </FormField>
  );
}
