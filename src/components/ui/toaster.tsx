import * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * The app's toast host (mount once). Defaults: top-right, rich (severity) colours, close button.
 * Raise toasts with `toast.info / toast.warning / toast.error / toast.success / toast(...)` from 'sonner'.
 */
export function Toaster({
  position = 'top-right',
  richColors = true,
  closeButton = true,
  ...props
}: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      position={position}
      richColors={richColors}
      closeButton={closeButton}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
