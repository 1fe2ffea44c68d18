import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '@/lib/dialogs';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (useBlocker) and tab close.
 * `what` names the changes in the question ("your changes to this job").
 */
export function useLeaveGuard(dirty: boolean, what = 'your changes') {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm({
      title: 'Leave without saving?',
      description: `${what.charAt(0).toUpperCase()}${what.slice(1)} have not been saved and will be lost.`,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
      destructive: true,
    }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
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
