import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '@/lib/dialogs';

/**
 * The one leave guard (decision 012, rule 2). Every form that can hold typed work calls
 * `useLeaveGuard(dirty)`, on a page or in a dialog:
 * - in-app navigation and Back ask "Leave without saving?" (useBlocker); reload and closing the
 *   tab ask the browser's question (beforeunload);
 * - inside a `Dialog` (src/components/ui/dialog.tsx), Escape, the close button and a click on the
 *   backdrop ask the same question before the dialog closes (`useGuardedOpenChange`).
 * A clean form never asks. "Leave" discards: `onDiscard` runs (e.g. forget a stored draft).
 */

interface GuardEntry {
  dirty: boolean;
  what: string;
  onDiscard?: () => void;
}

interface LeaveGuardScope {
  /** Adds a form's guard to the dialog around it; returns its removal. */
  register(entry: GuardEntry): () => void;
  /** Asks the dialog to close (asking first when a form in it is dirty). */
  requestClose(): void;
}

const LeaveGuardContext = createContext<LeaveGuardScope | null>(null);
export const LeaveGuardProvider = LeaveGuardContext.Provider;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The question itself, through the dialog host; resolves true for "Leave". */
function askToLeave(what = 'your changes'): Promise<boolean> {
  return confirm({
    title: 'Leave without saving?',
    description: `${capitalised(what)} will be lost.`,
    confirmLabel: 'Leave',
    cancelLabel: 'Stay',
    destructive: true,
  });
}

/**
 * Asks before leaving a form with unsaved changes. `what` names the changes in the question
 * ("your changes to this job"); `onDiscard` runs when the person chooses to leave.
 */
export function useLeaveGuard(dirty: boolean, what = 'your changes', onDiscard?: () => void) {
  const scope = use(LeaveGuardContext);
  useEffect(() => scope?.register({ dirty, what, onDiscard }), [scope, dirty, what, onDiscard]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const discard = useRef(onDiscard);
  useEffect(() => {
    discard.current = onDiscard;
  }, [onDiscard]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void askToLeave(what).then((leave) => {
      if (!active) return;
      if (leave) {
        discard.current?.();
        blocker.proceed();
      } else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, what]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/**
 * For the dialog component: the forms inside register their guards here, and a request to close
 * (Escape, the close button, the backdrop, a Cancel that calls `onOpenChange(false)`) asks first
 * when one of them is dirty. Returns the scope to provide and the guarded `onOpenChange`.
 */
export function useGuardedOpenChange(onOpenChange: (open: boolean) => void) {
  const [entries] = useState(() => new Set<GuardEntry>());
  const asking = useRef(false);
  const guarded = useCallback(
    (open: boolean) => {
      const dirty = [...entries].find((entry) => entry.dirty);
      if (open || !dirty) {
        onOpenChange(open);
        return;
      }
      if (asking.current) return;
      asking.current = true;
      void askToLeave(dirty.what).then((leave) => {
        asking.current = false;
        if (!leave) return;
        dirty.onDiscard?.();
        onOpenChange(false);
      });
    },
    [entries, onOpenChange],
  );
  const scope = useMemo<LeaveGuardScope>(
    () => ({
      register(entry) {
        entries.add(entry);
        return () => entries.delete(entry);
      },
      requestClose: () => guarded(false),
    }),
    [entries, guarded],
  );
  return { scope, onOpenChange: guarded };
}

/**
 * A form's own Cancel inside a dialog: closes the dialog the guarded way (asking when dirty).
 * Outside a dialog it calls `fallback`.
 */
export function useCancel(fallback: () => void): () => void {
  const scope = use(LeaveGuardContext);
  return scope ? scope.requestClose : fallback;
}
