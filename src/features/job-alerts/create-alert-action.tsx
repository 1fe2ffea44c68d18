import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { withChunkReload } from '@/lib/chunk-reload';
import { isSignedIn, useSession } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';

const loadDialog = withChunkReload(() =>
  import('./create-alert-loader').then((m) => m.loadCreateAlertHost()),
);
const CreateAlertHost = lazy(loadDialog);
// The pending intent's code: on a signed-out click, to record it; signed in, to see one waiting
// (decision 013).
const loadIntents = withChunkReload(() => import('@/lib/pending-intent'));
const WhenAlertPending = lazy(
  withChunkReload(() =>
    import('./when-alert-pending').then((m) => ({ default: m.WhenAlertPending })),
  ),
);

/**
 * "Create alert" next to the /jobs results: the current search (`query`, its URL query without the
 * page) saved as a job alert. Signed out, it records a pending intent (`alert` on this query,
 * src/lib/pending-intent) and opens the sign-in dialog; once signed in, the lazily loaded host
 * (create-alert-dialog.tsx) continues it, as Apply does (docs/decisions/012, rule 1). Only this
 * button is in a cold /jobs load: everything else loads when it is wanted.
 */
export function CreateAlertAction({ query }: { query: string }) {
  const [open, setOpen] = useState(false);
  const signedIn = useSession(isSignedIn);
  const start = () => {
    if (signedIn) setOpen(true);
    else
      void loadIntents().then(({ recordIntent }) => {
        recordIntent('alert', query);
        signInDialog.open('sign-in');
      });
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={start}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        Create alert
      </Button>
      {signedIn && (
        <Suspense fallback={null}>
          {open ? (
            <CreateAlertHost key={query} query={query} open={open} onOpenChange={setOpen} />
          ) : (
            <WhenAlertPending query={query}>
              <CreateAlertHost key={query} query={query} open={open} onOpenChange={setOpen} />
            </WhenAlertPending>
          )}
        </Suspense>
      )}
    </>
  );
}
