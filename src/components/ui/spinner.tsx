import * as React from 'react';
import Loader2Icon from 'lucide-react/icons/loader-circle';
import { cn } from '@/lib/utils';

export interface SpinnerProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** Announced to assistive technology (visually hidden). Default 'Loading'. */
  label?: string;
  /** Icon size. Default 'sm' (1 rem). */
  size?: 'sm' | 'lg';
  /** 'inherit' takes the surrounding text colour (inside a button). Default 'muted'. */
  tone?: 'muted' | 'inherit';
}

/** A busy indicator: role=status with a visually hidden label; the spinning icon is hidden from AT. */
export function Spinner({
  className,
  label = 'Loading',
  size = 'sm',
  tone = 'muted',
  ...props
}: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn(
        'inline-flex items-center',
        tone === 'muted' ? 'text-muted-foreground' : 'text-current',
        className,
      )}
      {...props}
    >
      <Loader2Icon
        aria-hidden="true"
        className={cn(
          'animate-spin motion-reduce:animate-none',
          size === 'sm' ? 'size-4' : 'size-6',
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
