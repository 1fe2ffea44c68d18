import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import BellPlus from 'lucide-react/icons/bell-plus';
import { Button } from '@/components/ui/button';
import { withChunkReload } from '@/lib/chunk-reload';
import { forgetIntent, recordIntent, takeIntent, usePendingIntent } from '@/lib/pending-intent';
import { isSignedIn, useSession, type SessionState } from '@/lib/session/session-store';
import { signInDialog, useSignInDialog } from '@/lib/sign-in-dialog';
import { notify } from '@/lib/toast';

const loadDialog = withChunkReload(() => import('./create-alert-dialog'));
const CreateAlertDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateAlertDialog })));

type Who = 'signed-out' | 'candidate' | 'not-candidate' | 'unknown';
function whoOf(s: SessionState): Who {
  if (!isSignedIn(s)) return 'signed-out';
  if (!s.user) return 'unknown';
  return s.user.access_type === 'candidate' ? 'candidate' : 'not-candidate';
}

const tellCandidatesOnly = () =>
  void notify('Job alerts need a candidate account', {
    severity: 'info',
    detail: 'Sign in with a candidate account to get new jobs for a search by email.',
  });

/**
 * "Create alert" next to the /jobs results: the current search (`query`, its URL query without the
 * page) saved as a job alert. Signed out, it records a pending intent (`alert` on this query,
 * src/lib/pending-intent) and opens the sign-in dialog; the page continues it once a candidate
 * session exists and the dialog has closed, as Apply does (docs/decisions/012, rule 1). The
 * dialog's code loads only when it is wanted.
 */
export function CreateAlertAction({ query }: { query: string }) {
  const [open, setOpen] = useState(false);
  const who = useSession(whoOf);
  const waiting = usePendingIntent('alert', query);
  const { open: signingIn } = useSignInDialog();
  const continuing = waiting && who === 'candidate';
  const refused = waiting && !signingIn && who === 'not-candidate';
  const openWhenSignedIn = useEffectEvent(() => {
    void loadDialog();
    void signInDialog.closed().then(() => setOpen(true));
  });
  useEffect(() => {
    if (continuing && takeIntent('alert', query)) openWhenSignedIn();
  }, [continuing, query]);
  useEffect(() => {
    if (!refused) return;
    forgetIntent();
    tellCandidatesOnly();
  }, [refused]);

  const start = () => {
    if (who === 'not-candidate') tellCandidatesOnly();
    else if (who === 'signed-out') {
      recordIntent('alert', query);
      signInDialog.open('sign-in');
    } else setOpen(true);
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={start}
        disabled={continuing}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <BellPlus aria-hidden="true" />
        Create alert
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateAlertDialog key={query} query={query} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
