import type * as React from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export interface EmailFieldProps extends Omit<React.ComponentProps<typeof Input>, 'id' | 'type'> {
  id: string;
  error?: string;
  required?: boolean;
}

/** The sign-in flows' email field (label, error, "Enter your email"); the rest (register()'s) goes to the box. */
export function EmailField({ id, error, required, ...props }: EmailFieldProps) {
  return (
    <FormField label="Email" id={id} required={required} error={error}>
      <Input type="email" autoComplete="email" placeholder="Enter your email" {...props} />
    </FormField>
  );
}
