import * as React from 'react';
import { flushSync } from 'react-dom';
import * as DialogPrimitive from 'radix-ui/dialog';
import XIcon from 'lucide-react/icons/x';
import { captureOpener, focusFirstFieldOrHeading, hasField, returnFocus } from './focus-return';
import type { Opener } from './focus-return';
import { mergeRefs } from '@/lib/refs';
import { modalClasses } from './ui-classes';

export interface ModalFrameProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  /** The `data-slot` prefix of the parts: 'dialog' gives dialog-overlay, dialog-content, dialog-close. */
  slotPrefix: 'dialog' | 'sheet';
  /** Show the top-right close button (accessible name 'Close'). */
  showCloseButton: boolean;
}

/**
 * Keeps focus where decision 012 (rule 3) says, for every dialog and sheet: the control that had
 * focus when it opened is its opener (dialogs opened from state have no trigger); it opens on its
 * first field, or on its heading when it has none; when what had focus inside goes away (a step
 * of the sign-in dialog replaced by the next, a form that finished loading after the heading
 * took focus), focus moves to the first field or heading again, never to nothing visible; when
 * it closes, focus returns to the opener (see `returnFocus`).
 */
function useModalFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: Pick<ModalFrameProps, 'onOpenAutoFocus' | 'onCloseAutoFocus'>) {
  const opener = React.useRef<Opener | null>(null);
  const onOpen = (event: Event) => {
    settleLayers();
    opener.current = captureOpener();
    onOpenAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (event.currentTarget instanceof HTMLElement) focusFirstFieldOrHeading(event.currentTarget);
  };
  const onClose = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    returnFocus(opener.current);
  };
  // Focus lost inside the open dialog (the focused part was replaced), or resting on the heading
  // while the form was still loading: the first field or the heading takes it.
  const watch = React.useCallback((container: HTMLDivElement | null) => {
    if (!container || typeof MutationObserver === 'undefined') return;
    const isLost = () => {
      const active = document.activeElement;
      return (active === document.body || active === container) && container.isConnected;
    };
    let pending: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      const waiting =
        active instanceof HTMLElement &&
        active.matches('h1, h2, h3, [role="heading"]') &&
        container.contains(active) &&
        hasField(container);
      if (waiting) focusFirstFieldOrHeading(container);
      // Focus is on nothing for a moment during every Tab: the field left is blurred before the
      // next one is focused, and a blur that shows an error ("Answer this question") changes
      // the content in between. Only focus still lost once the key press is over was lost
      // (otherwise Tab from a screening question went back to the first field).
      else if (isLost() && pending === undefined)
        pending = setTimeout(() => {
          pending = undefined;
          if (isLost()) focusFirstFieldOrHeading(container);
        });
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(pending);
      settleLayers(); // the content is going: the layer under it is on top again
    };
  }, []);
  return { onOpen, onClose, watch };
}

/**
 * Radix's layers (dialogs, selects, menus) learn which of them is on top in a render scheduled
 * after one opens or closes, and a browser serves a key press or a tap before such work: for a
 * moment the layer underneath still took Escape and the new one ignored taps outside it (CI's
 * e2e run pressed Escape in a confirm just opened over the apply form, and it stayed open). This
 * asks them to render at once, in the microtask after the open or close, through Radix's own
 * update event (the name its dismissable layer listens for; if it ever changes, the moment
 * simply lasts as before). Checked by e2e/first-time-focus.spec.ts.
 */
const LAYERS_UPDATE = 'dismissableLayer.update';
function settleLayers() {
  queueMicrotask(() => flushSync(() => document.dispatchEvent(new CustomEvent(LAYERS_UPDATE))));
}

/**
 * What Dialog and Sheet share around their content: the portal, the dimming overlay, the Radix
 * content (marked `data-close-button` when it has one, so headers and titles can keep clear of
 * it), the close button and the focus rules (`useModalFocus`). The caller gives the content's
 * classes.
 */
export function ModalFrame({
  slotPrefix: slot,
  showCloseButton,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ref,
  ...props
}: ModalFrameProps) {
  const focus = useModalFocus({ onOpenAutoFocus, onCloseAutoFocus });
  const setContent = React.useMemo(() => mergeRefs(focus.watch, ref), [focus.watch, ref]);
  return (
    <DialogPrimitive.Portal data-slot={`${slot}-portal`}>
      <DialogPrimitive.Overlay data-slot={`${slot}-overlay`} className={modalClasses.overlay} />
      <DialogPrimitive.Content
        ref={setContent}
        data-slot={`${slot}-content`}
        data-close-button={showCloseButton ? '' : undefined}
        onOpenAutoFocus={focus.onOpen}
        onCloseAutoFocus={focus.onClose}
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
