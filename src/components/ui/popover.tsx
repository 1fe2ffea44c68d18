import * as React from 'react';
import * as PopoverPrimitive from 'radix-ui/popover';
import { cn } from '@/lib/utils';
import { slotted } from './slotted';
import { popupSurfaceClassName } from './ui-classes';

export const Popover = slotted(PopoverPrimitive.Root, 'popover');
export const PopoverTrigger = slotted(PopoverPrimitive.Trigger, 'popover-trigger');
export const PopoverAnchor = slotted(PopoverPrimitive.Anchor, 'popover-anchor');

// Width and padding come from the caller (a list wants none, a form some).
const Content = slotted(
  PopoverPrimitive.Content,
  'popover-content',
  cn(popupSurfaceClassName, 'shadow-md outline-hidden'),
);

export function PopoverContent({
  align = 'center',
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof Content>) {
  return (
    <PopoverPrimitive.Portal>
      <Content align={align} sideOffset={sideOffset} {...props} />
    </PopoverPrimitive.Portal>
  );
}
