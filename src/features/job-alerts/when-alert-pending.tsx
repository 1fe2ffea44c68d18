import type { ReactNode } from 'react';
import { usePendingIntent } from '@/lib/pending-intent';

/**
 * Shows `children` while an `alert` intent on this search is pending (recorded before a sign-in).
 * Loaded for a signed-in visitor only (create-alert-action.tsx): a signed-out cold /jobs carries no
 * pending-intent code, and the alert dialog's code loads only once there is something to continue.
 */
export function WhenAlertPending({ query, children }: { query: string; children: ReactNode }) {
  return usePendingIntent('alert', query) ? children : null;
}
