import { lazy, Suspense } from 'react';
import type { SaveJobControlProps } from '@/components/save-job-slot';
import { withChunkReload } from '@/lib/chunk-reload';
import { isSignedIn, useSession } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { SaveButton } from './save-button';

const loadLive = withChunkReload(() => import('./save-toggle-live'));
// The pending intent's code comes with the sign-in dialog's (which needs it too): a cold signed-out
// page carries neither until a click asks for them (decision 013).
const loadIntents = withChunkReload(() => import('@/lib/pending-intent'));
const LiveSaveToggle = lazy(() => loadLive().then((m) => ({ default: m.LiveSaveToggle })));

/**
 * A job's Save toggle, as the app provides it to job cards and the job page. Signed out it is
 * only a button: the click records the pending intent "save this job" (with the page it is on)
 * and opens the sign-in dialog; whichever way the sign-in ends, the job is saved once
 * (`SavedJobIntent`). Signed in, the part that reads and changes the saved jobs is loaded: a cold
 * signed-out /jobs carries none of it (the budget, docs/decisions/007).
 */
export function SaveToggle(props: SaveJobControlProps) {
  const signedIn = useSession(isSignedIn);
  if (!signedIn) {
    return (
      <SaveButton
        {...props}
        saved={false}
        onClick={() => {
          const from = window.location.pathname;
          void loadIntents().then(({ recordIntent }) => {
            recordIntent('save', props.job.id, undefined, from);
            signInDialog.open();
          });
        }}
      />
    );
  }
  return (
    <Suspense fallback={<SaveButton {...props} saved={props.job.is_saved === true} busy />}>
      <LiveSaveToggle {...props} />
    </Suspense>
  );
}
