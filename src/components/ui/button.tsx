import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline:
          'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        // Delete and remove actions: the outline and ghost looks in the destructive colour.
        'outline-destructive':
          'border border-input bg-background text-destructive shadow-xs hover:bg-accent hover:text-destructive',
        'ghost-destructive': 'text-destructive hover:bg-accent hover:text-destructive',
      },
      // Every size sets its own height, padding and text size, so callers never override them.
      size: {
        default: 'h-9 px-4 py-2 text-sm',
        sm: 'h-8 px-3 text-sm',
        lg: 'h-10 px-6 text-sm',
        xl: 'h-12 px-8 text-base',
        icon: 'size-9 text-sm',
        'icon-sm': 'size-8 text-sm',
        /** A link-looking button inside a sentence: no box of its own. */
        inline: 'h-auto p-0 text-sm',
        /** A link-looking button in a toolbar: the small button's height, no side padding. */
        'link-sm': 'h-8 px-0 text-sm',
        /** The avatar button that opens the account menu. */
        menu: 'h-10 px-2 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps
  extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {}

/**
 * A button. A link that looks like one is the link itself with `buttonVariants` as its class
 * (`<Link className={buttonVariants({ variant: 'outline' })}>`): no slot, so no Radix Slot in the
 * first load of a public page (decision 013).
 */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      type={type ?? 'button'}
      {...props}
    />
  );
}
