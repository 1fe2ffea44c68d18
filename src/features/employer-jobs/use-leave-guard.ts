import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '@/lib/dialogs';

/** Asks before leaving a form with unsaved changes: in-app navigation (useBlocker) and tab close. */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm({
      title: 'Leave without saving?',
      description: 'Your changes to this job have not been saved and will be lost.',
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
  }, [blocker]);
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
