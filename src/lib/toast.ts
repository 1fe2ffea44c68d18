import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts (docs/product.md §1): severities info, warn, error, success, secondary, contrast; the host
 * sits top-right. Sonner is loaded with the first toast (it replays toasts that were raised
 * before its Toaster mounted), so it costs nothing on a page that shows none.
 */
type ToastSeverity = 'info' | 'warn' | 'error' | 'success' | 'secondary' | 'contrast';

export interface ToastOptions {
  severity?: ToastSeverity;
  detail?: string;
  action?: { label: string; onClick: () => void };
  /** ms; Infinity keeps it until dismissed. */
  duration?: number;
  id?: string;
}

let hostWanted = false;
const listeners = new Set<() => void>();

/** Whether the toast host should be mounted (true after the first toast). */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => hostWanted,
    () => hostWanted,
  );
}

export async function notify(
  summary: string,
  { severity = 'info', detail, action, duration, id }: ToastOptions = {},
) {
  if (!hostWanted) {
    hostWanted = true;
    listeners.forEach((l) => l());
  }
  const { toast } = await import('sonner');
  const options: ExternalToast = {
    description: detail,
    duration,
    id,
    action: action ? { label: action.label, onClick: action.onClick } : undefined,
    className: `toast-${severity}`,
  };
  switch (severity) {
    case 'info':
      return toast.info(summary, options);
    case 'warn':
      return toast.warning(summary, options);
    case 'error':
      return toast.error(summary, options);
    case 'success':
      return toast.success(summary, options);
    case 'contrast':
      return toast(summary, {
        ...options,
        className: 'toast-contrast !bg-foreground !text-background',
      });
    case 'secondary':
    default:
      return toast(summary, options);
  }
}
