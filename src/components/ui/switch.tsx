import * as React from 'react';
import * as SwitchPrimitive from 'radix-ui/switch';
import { cn } from '@/lib/utils';
import { slotted } from './slotted';
import { toggleControlClassName } from './ui-classes';

const Root = slotted(
  SwitchPrimitive.Root,
  'switch',
  cn(
    toggleControlClassName,
    'inline-flex h-5 w-9 items-center rounded-full border border-transparent transition-all aria-invalid:ring-[3px] aria-invalid:ring-destructive/20 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
  ),
);

const thumb = (
  <SwitchPrimitive.Thumb
    data-slot="switch-thumb"
    className="pointer-events-none block size-4 rounded-full bg-background ring-0 shadow-sm transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0.5"
  />
);

export function Switch(props: React.ComponentProps<typeof Root>) {
  return <Root {...props}>{thumb}</Root>;
}
