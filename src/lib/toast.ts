import { toast as sonner, type ExternalToast } from 'sonner';

/** Toast severities of the spec (section 1). The host sits top-right by default. */
export type ToastSeverity = 'info' | 'warn' | 'error' | 'success' | 'secondary' | 'contrast';

export interface ToastOptions {
  severity?: ToastSeverity;
  detail?: string;
  action?: { label: string; onClick: () => void };
  /** ms; Infinity keeps it until dismissed. */
  duration?: number;
  id?: string;
}

export function notify(summary: string, { severity = 'info', detail, action, duration, id }: ToastOptions = {}) {
  const options: ExternalToast = {
    description: detail,
    duration,
    id,
    action: action ? { label: action.label, onClick: action.onClick } : undefined,
    className: `toast-${severity}`,
  };
  switch (severity) {
    case 'info':
      return sonner.info(summary, options);
    case 'warn':
      return sonner.warning(summary, options);
    case 'error':
      return sonner.error(summary, options);
    case 'success':
      return sonner.success(summary, options);
    case 'contrast':
      return sonner(summary, { ...options, className: 'toast-contrast !bg-foreground !text-background' });
    case 'secondary':
    default:
      return sonner(summary, options);
  }
}
