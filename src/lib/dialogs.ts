import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import type { DialogSize } from '@/components/ui/dialog';

/**
 * The app's one dialog host (docs/product.md §1): anything can open a dialog; the host renders
 * them centred, and Escape closes them unless a dialog opts out.
 */
export interface DialogRequest {
  title: string;
  description?: string;
  /** Body; receives `close`. */
  render?: (close: () => void) => ReactNode;
  /** Width of the panel; default 'lg'. */
  size?: DialogSize;
  /** Defaults to true. */
  closeOnEscape?: boolean;
  /** A click outside closes it; defaults to true. */
  closeOnOutsideClick?: boolean;
  onClose?: () => void;
}

export interface OpenDialog extends DialogRequest {
  id: number;
}

let dialogs: OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const dialogHost = {
  list: () => dialogs,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(request: DialogRequest): number {
    const id = nextId++;
    dialogs = [...dialogs, { ...request, id }];
    emit();
    return id;
  },
  close(id: number) {
    const dialog = dialogs.find((d) => d.id === id);
    if (!dialog) return;
    dialogs = dialogs.filter((d) => d.id !== id);
    emit();
    dialog.onClose?.();
  },
};

export function useDialogs(): OpenDialog[] {
  return useSyncExternalStore(dialogHost.subscribe, dialogHost.list, dialogHost.list);
}

export interface ConfirmRequest {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /**
   * The action itself, done while the confirmation stays open (its button busy): the dialog
   * closes (and `confirm` resolves true) once it is done. When it fails, the dialog stays open
   * and says why, in place (decision 012 rule 4), and `confirm` resolves false once it is closed.
   */
  action?: () => Promise<unknown>;
  /** The words for a failed `action`: what did not happen and why. */
  refusal?: (error: unknown) => { title: string; text?: string };
}

/** A confirmation through the host; resolves true when confirmed. */
export type ConfirmRenderer = (
  request: ConfirmRequest,
  answer: (yes: boolean) => void,
) => ReactNode;

let confirmRenderer: ConfirmRenderer | null = null;

/** The host registers how a confirmation looks (keeps this module free of UI code). */
export function setConfirmRenderer(renderer: ConfirmRenderer): void {
  confirmRenderer = renderer;
}

export function confirm(request: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const answer = (yes: boolean) => {
      if (settled) return;
      settled = true;
      resolve(yes);
    };
    dialogHost.open({
      title: request.title,
      description: request.description,
      size: 'md',
      // A confirmation is answered with its buttons (or Escape): a click beside it (the second
      // click of a double click on the button that opened it) does not answer it.
      closeOnOutsideClick: false,
      render: (close) =>
        confirmRenderer?.(request, (yes) => {
          answer(yes);
          close();
        }),
      onClose: () => answer(false),
    });
  });
}
