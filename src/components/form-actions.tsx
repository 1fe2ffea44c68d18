import * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PendingIcon } from './pending-icon';

export interface FormFailureProps {
  /** Why the form could not be sent; nothing is shown without it. */
  message: React.ReactNode;
  title?: React.ReactNode;
}

/** A form's failure that belongs to no field, above its submit button. */
export function FormFailure({ message, title }: FormFailureProps) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      {title && <AlertTitle>{title}</AlertTitle>}
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

export interface SubmitButtonProps extends Omit<
  React.ComponentProps<typeof Button>,
  'type' | 'disabled'
> {
  /** The form is being sent: the button says so (aria-busy, a spinner) and ignores clicks. */
  pending?: boolean;
}

/** A form's submit button (large unless told otherwise), busy while the form is being sent. */
export function SubmitButton({
  pending = false,
  size = 'lg',
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size={size}
      disabled={pending}
      aria-busy={pending || undefined}
      {...props}
    >
      <PendingIcon pending={pending} />
      {children}
    </Button>
  );
}
