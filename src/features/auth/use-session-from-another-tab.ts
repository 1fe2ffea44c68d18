import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readIntent, subscribeToIntent, type PendingIntent } from '@/lib/pending-intent';
import { adoptSharedSession } from '@/lib/session/session';

/** How often a tab waiting for a sign-in elsewhere looks at the shared session cookies. */
export const SHARED_SESSION_POLL_MS = 2000;

/**
 * While `active` (the dialog waits on "Check your email"), notices a session that another tab of
 * this origin started (the magic link opens in a new tab; the session cookies are shared) and takes
 * it here too (`adoptSharedSession`), then calls `onSession`. It looks when the tab gets focus or
 * becomes visible, when another tab changes the pending intent, and every couple of seconds while
 * this tab has focus. A tab in the background waits until the visitor comes back to it, so the tab
 * they are looking at is the one that continues what they set out to do. `onSession` is told the
 * pending intent as it was just before the session arrived here (the page that owns it takes it
 * as soon as it sees the session).
 */
export function useSessionFromAnotherTab(
  active: boolean,
  onSession: (waiting: PendingIntent | null) => void,
): void {
  const queryClient = useQueryClient();
  const found = useEffectEvent(onSession);
  useEffect(() => {
    if (!active) return;
    const look = () => {
      if (document.visibilityState === 'hidden' || !document.hasFocus()) return;
      const waiting = readIntent();
      if (adoptSharedSession(queryClient)) found(waiting);
    };
    const timer = window.setInterval(look, SHARED_SESSION_POLL_MS);
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', look);
    const stopIntent = subscribeToIntent(look);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', look);
      stopIntent();
    };
  }, [active, queryClient]);
}
