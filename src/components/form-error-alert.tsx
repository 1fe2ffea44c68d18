import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

export interface FormErrorAlertProps {
  /** What failed, in one line ("Your profile was not saved."). */
  title?: React.ReactNode;
  /** Why, and what to do. */
  children?: React.ReactNode;
}

/**
 * A form's own error (one that belongs to no field: the server refused, the network failed), at
 * the top of the form. Renders nothing when there is neither a title nor a text.
 */
export function FormErrorAlert({ title, children }: FormErrorAlertProps) {
  if (!title && !children) return null;
  return (
    <Alert variant="destructive">
      {title && <AlertTitle>{title}</AlertTitle>}
      {children && <AlertDescription>{children}</AlertDescription>}
    </Alert>
  );
}
