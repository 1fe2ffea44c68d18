import type * as React from 'react';
import { Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/**
 * A form's button row: on a narrow screen the buttons stack full width with the main one on top;
 * from `sm` on they sit in a row at the end. `align="start"`: at the start, at their own width.
 */
export function FormActions({
  align = 'end',
  className,
  children,
}: {
  align?: 'start' | 'end';
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      data-slot="form-actions"
      className={cn(
        'flex flex-col-reverse gap-2 sm:flex-row',
        align === 'end' ? 'sm:justify-end' : 'items-start',
        className,
      )}
    >
      {children}
    </div>
  );
}

export interface SubmitButtonProps extends Omit<React.ComponentProps<typeof Button>, 'type'> {
  /** The form is being sent: the button is disabled and spins. */
  pending: boolean;
  /**
   * Announces the wait ("Saving") where nothing else does; without it the spinner is only seen
   * (the form says what happens in its own live region).
   */
  pendingLabel?: string;
}

/** The form's submit button: disabled and spinning while the form is sent. */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={disabled ?? pending} {...props}>
      {pending &&
        (pendingLabel ? (
          <Spinner label={pendingLabel} tone="inherit" />
        ) : (
          <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ))}
      {children}
    </Button>
  );
}
