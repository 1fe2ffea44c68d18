import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A form's button row: on a narrow screen the buttons stack full width with the main one (last)
 * on top; from `sm` on they sit in a row at the end. `align="start"`: at the start, at their own width.
 */
export function FormFooter({
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
      data-slot="form-footer"
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
