import * as React from 'react';
import * as SheetPrimitive from 'radix-ui/dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';
import { ModalFrame } from './modal-frame';
import { slotted } from './slotted';
import { modalClasses } from './ui-classes';

/** A side drawer (e.g. mobile navigation), built on Radix Dialog: modal, focus-trapped, closes on Escape. */
export const Sheet = slotted(SheetPrimitive.Root, 'sheet');
export const SheetTrigger = slotted(SheetPrimitive.Trigger, 'sheet-trigger');
export const SheetClose = slotted(SheetPrimitive.Close, 'sheet-close');
export const SheetPortal = slotted(SheetPrimitive.Portal, 'sheet-portal');
export const SheetOverlay = slotted(SheetPrimitive.Overlay, 'sheet-overlay', modalClasses.overlay);

export const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 bg-background shadow-lg outline-none',
  {
    variants: {
      side: {
        top: 'inset-x-0 top-0 h-auto border-b',
        right: 'inset-y-0 right-0 h-full border-l',
        bottom: 'inset-x-0 bottom-0 h-auto border-t',
        left: 'inset-y-0 left-0 h-full border-r',
      },
      /** Width of a left or right sheet: 'default' is three quarters of the screen up to 24 rem. */
      width: { default: '', narrow: '' },
    },
    compoundVariants: [
      { side: ['left', 'right'], width: 'default', className: 'w-3/4 sm:max-w-sm' },
      { side: ['left', 'right'], width: 'narrow', className: 'w-72' },
    ],
    defaultVariants: { side: 'right', width: 'default' },
  },
);

export interface SheetContentProps
  extends React.ComponentProps<typeof SheetPrimitive.Content>, VariantProps<typeof sheetVariants> {
  showCloseButton?: boolean;
}

export function SheetContent({
  className,
  side,
  width,
  showCloseButton = true,
  ...props
}: SheetContentProps) {
  return (
    <ModalFrame
      slotPrefix="sheet"
      showCloseButton={showCloseButton}
      data-side={side ?? 'right'}
      className={cn(sheetVariants({ side, width }), 'overflow-y-auto', className)}
      {...props}
    />
  );
}

export const SheetHeader = slotted('div', 'sheet-header', 'flex flex-col gap-1.5 p-4');
export const SheetFooter = slotted('div', 'sheet-footer', 'mt-auto flex flex-col gap-2 p-4');
// Clear of the close button.
export const SheetTitle = slotted(
  SheetPrimitive.Title,
  'sheet-title',
  'font-semibold text-foreground in-data-close-button:mr-6',
);
export const SheetDescription = slotted(
  SheetPrimitive.Description,
  'sheet-description',
  modalClasses.description,
);
