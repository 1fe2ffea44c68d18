import * as React from 'react';
import { cn } from '@/lib/utils';

/** The text box's look, for a composite that renders its own <input> (a combobox). */
export const inputClassNames =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent read-only:not-disabled:bg-muted px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm';

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input type={type} data-slot="input" className={cn(inputClassNames, className)} {...props} />
  );
}
