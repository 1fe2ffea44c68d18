import * as React from 'react';
import * as CheckboxPrimitive from 'radix-ui/checkbox';
import CheckIcon from 'lucide-react/icons/check';
import MinusIcon from 'lucide-react/icons/minus';
import { cn } from '@/lib/utils';
import { slotted } from './slotted';
import { toggleControlClassName } from './ui-classes';

const Root = slotted(
  CheckboxPrimitive.Root,
  'checkbox',
  cn(
    toggleControlClassName,
    'size-4 rounded-[4px] border border-input transition-shadow aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
  ),
);

// A tick when checked, a dash when indeterminate.
const indicator = (
  <CheckboxPrimitive.Indicator
    data-slot="checkbox-indicator"
    className="group flex items-center justify-center text-current transition-none"
  >
    <CheckIcon className="size-3.5 group-data-[state=indeterminate]:hidden" aria-hidden="true" />
    <MinusIcon
      className="hidden size-3.5 group-data-[state=indeterminate]:block"
      aria-hidden="true"
    />
  </CheckboxPrimitive.Indicator>
);

export function Checkbox(props: React.ComponentProps<typeof Root>) {
  return <Root {...props}>{indicator}</Root>;
}
