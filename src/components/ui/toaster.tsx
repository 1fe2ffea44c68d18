import * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import './toaster.css';

/**
 * The app's toast host (mount once). Defaults: top-right below the header, rich (severity) colours, close button.
 * The rich colours' texts are darkened to read at AA (toaster.css, loaded with this host only).
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
      // Below the sticky 64 px header, never over its account menu (8 px clear of its edge).
      offset={{ top: 72, right: 16 }}
      mobileOffset={{ top: 72 }}
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
