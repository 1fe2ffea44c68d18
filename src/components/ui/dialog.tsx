import * as React from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import { LeaveGuardProvider, useGuardedOpenChange } from '@/hooks/use-leave-guard';
import { cn } from '@/lib/utils';
import { ModalFrame } from './modal-frame';
import { slotted } from './slotted';
import { modalClasses } from './ui-classes';

/**
 * A centred modal dialog. Closes on Escape and on an outside click (Radix defaults), but a form
 * inside with unsaved work (`useLeaveGuard`) asks "Leave without saving?" first. Focus follows
 * decision 012 (see ModalFrame): first field or heading on open, back to the opener on close.
 * Always render a `DialogTitle` (use `className="sr-only"` to hide it visually) and either a
 * `DialogDescription` or `aria-describedby={undefined}` on `DialogContent`.
 */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Root>) {
  // Controlled here in both cases, so a guarded close can be held back.
  const [openState, setOpenState] = React.useState(defaultOpen);
  const open = openProp ?? openState;
  const change = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const guard = useGuardedOpenChange(change);
  return (
    <LeaveGuardProvider value={guard.scope}>
      <DialogPrimitive.Root open={open} onOpenChange={guard.onOpenChange} {...props} />
    </LeaveGuardProvider>
  );
}
export const DialogTrigger = slotted(DialogPrimitive.Trigger, 'dialog-trigger');
export const DialogPortal = slotted(DialogPrimitive.Portal, 'dialog-portal');
export const DialogClose = slotted(DialogPrimitive.Close, 'dialog-close');
export const DialogOverlay = slotted(
  DialogPrimitive.Overlay,
  'dialog-overlay',
  modalClasses.overlay,
);

const dialogWidths = {
  md: 'sm:max-w-md',
  lg: 'sm:max-w-lg',
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
} as const;
export type DialogSize = keyof typeof dialogWidths;

export interface DialogContentProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  /** Show the top-right close button (accessible name 'Close'). Default true. */
  showCloseButton?: boolean;
  /** Maximum width from the `sm` breakpoint up. Default 'lg'. */
  size?: DialogSize;
}

export function DialogContent({
  className,
  showCloseButton = true,
  size = 'lg',
  ...props
}: DialogContentProps) {
  return (
    <ModalFrame
      slotPrefix="dialog"
      showCloseButton={showCloseButton}
      className={cn(
        modalClasses.centred,
        'max-h-[calc(100dvh-2rem)] overflow-y-auto',
        dialogWidths[size],
        className,
      )}
      {...props}
    />
  );
}

/**
 * The title and description. Beside the close button it keeps clear of it: both sides on phones
 * (where it is centred), the right side from `sm` up.
 */
export const DialogHeader = slotted(
  'div',
  'dialog-header',
  cn(modalClasses.header, 'in-data-close-button:px-4 sm:in-data-close-button:pl-0'),
);
export const DialogFooter = slotted('div', 'dialog-footer', modalClasses.footer);
// A long job title or email wraps (snug lines) instead of widening the dialog.
export const DialogTitle = slotted(
  DialogPrimitive.Title,
  'dialog-title',
  cn(modalClasses.title, 'leading-snug wrap-anywhere'),
);
export const DialogDescription = slotted(
  DialogPrimitive.Description,
  'dialog-description',
  cn(modalClasses.description, 'wrap-anywhere'),
);
