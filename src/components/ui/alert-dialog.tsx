import * as React from 'react';
import * as AlertDialogPrimitive from 'radix-ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { slotted } from './slotted';
import { modalClasses } from './ui-classes';

/**
 * A confirmation dialog: it does not close on an outside click, focuses Cancel first, and
 * needs an explicit Action or Cancel (Escape cancels).
 */
export const AlertDialog = slotted(AlertDialogPrimitive.Root, 'alert-dialog');
export const AlertDialogTrigger = slotted(AlertDialogPrimitive.Trigger, 'alert-dialog-trigger');
export const AlertDialogPortal = slotted(AlertDialogPrimitive.Portal, 'alert-dialog-portal');
export const AlertDialogOverlay = slotted(
  AlertDialogPrimitive.Overlay,
  'alert-dialog-overlay',
  modalClasses.overlay,
);

export function AlertDialogContent({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPortal>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(modalClasses.centred, 'sm:max-w-lg', className)}
        {...props}
      />
    </AlertDialogPortal>
  );
}

export const AlertDialogHeader = slotted('div', 'alert-dialog-header', modalClasses.header);
export const AlertDialogFooter = slotted('div', 'alert-dialog-footer', modalClasses.footer);
export const AlertDialogTitle = slotted(
  AlertDialogPrimitive.Title,
  'alert-dialog-title',
  modalClasses.title,
);
export const AlertDialogDescription = slotted(
  AlertDialogPrimitive.Description,
  'alert-dialog-description',
  modalClasses.description,
);

const Action = slotted(AlertDialogPrimitive.Action, 'alert-dialog-action');

/** The confirming button; `variant="destructive"` for deletions. */
export function AlertDialogAction({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof Action> & { variant?: 'default' | 'destructive' }) {
  return <Action className={cn(buttonVariants({ variant }), className)} {...props} />;
}

export const AlertDialogCancel = slotted(
  AlertDialogPrimitive.Cancel,
  'alert-dialog-cancel',
  buttonVariants({ variant: 'outline' }),
);
