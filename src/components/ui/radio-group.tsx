import * as React from 'react';
import * as RadioGroupPrimitive from 'radix-ui/radio-group';
import CircleIcon from 'lucide-react/icons/circle';
import { cn } from '@/lib/utils';
import { slotted } from './slotted';
import { toggleControlClassName } from './ui-classes';

export const RadioGroup = slotted(RadioGroupPrimitive.Root, 'radio-group', 'grid gap-3');

const Item = slotted(
  RadioGroupPrimitive.Item,
  'radio-group-item',
  cn(
    toggleControlClassName,
    'aspect-square size-4 rounded-full border border-input text-primary transition-[color,box-shadow] aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:border-primary',
  ),
);

const indicator = (
  <RadioGroupPrimitive.Indicator
    data-slot="radio-group-indicator"
    className="relative flex items-center justify-center"
  >
    <CircleIcon
      className="absolute top-1/2 left-1/2 size-2 -translate-x-1/2 -translate-y-1/2 fill-primary"
      aria-hidden="true"
    />
  </RadioGroupPrimitive.Indicator>
);

export function RadioGroupItem(props: React.ComponentProps<typeof Item>) {
  return <Item {...props}>{indicator}</Item>;
}
