import * as React from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import XIcon from 'lucide-react/icons/x';
import { modalClasses } from './ui-classes';

export interface ModalFrameProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  /** The `data-slot` prefix of the parts: 'dialog' gives dialog-overlay, dialog-content, dialog-close. */
  slotPrefix: 'dialog' | 'sheet';
  /** Show the top-right close button (accessible name 'Close'). */
  showCloseButton: boolean;
}

/**
 * What Dialog and Sheet share around their content: the portal, the dimming overlay, the Radix
 * content (marked `data-close-button` when it has one, so headers and titles can keep clear of
 * it) and the close button. The caller gives the content's classes.
 */
export function ModalFrame({
  slotPrefix: slot,
  showCloseButton,
  children,
  ...props
}: ModalFrameProps) {
  return (
    <DialogPrimitive.Portal data-slot={`${slot}-portal`}>
      <DialogPrimitive.Overlay data-slot={`${slot}-overlay`} className={modalClasses.overlay} />
      <DialogPrimitive.Content
        data-slot={`${slot}-content`}
        data-close-button={showCloseButton ? '' : undefined}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot={`${slot}-close`}
            aria-label="Close"
            className={modalClasses.close}
          >
            <XIcon aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
