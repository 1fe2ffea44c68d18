import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { Link } from 'react-router';
import { getPublicJobOptions } from '@generated/@tanstack/react-query.gen';
import type { Job } from '@generated/types.gen';
import { Button } from '@/components/ui/button';
import { withChunkReload } from '@/lib/chunk-reload';
import { isSignedIn, session, useSession } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { notify } from '@/lib/toast';
import { markApplied, useAppliedLocally } from './apply-state';

const loadDialog = withChunkReload(() => import('./apply-dialog'));
const ApplyDialog = lazy(() => loadDialog().then((m) => ({ default: m.ApplyDialog })));

export interface ApplyActionProps {
  job: Job;
  appliedJobsHref: string;
}

/**
 * The job page's apply action. Signed out, it opens the sign-in dialog and continues once the
 * candidate has signed in (unless the job turns out to be applied to already). Applied jobs show
 * that instead of the button.
 */
export function ApplyAction({ job, appliedJobsHref }: ApplyActionProps) {
  const queryClient = useQueryClient();
  const signedIn = useSession(isSignedIn);
  const userId = useSession((s) => s.user?.id ?? null);
  const appliedHere = useAppliedLocally(userId, job.id);
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const applied = signedIn && (job.has_applied === true || appliedHere);

  const continueAfterSignIn = async () => {
    setChecking(true);
    try {
      // The page was loaded signed out: ask again, now the answer says whether they applied.
      const fresh = await queryClient.fetchQuery({
        ...getPublicJobOptions({ path: { jobSlug: job.slug } }),
        staleTime: 0,
      });
      if (fresh.has_applied) {
        markApplied(session.get().user?.id ?? null, job.id);
        void notify('You have already applied to this job.', { severity: 'info' });
        return;
      }
    } catch {
      // The submit will tell if anything is wrong; don't stand in the way.
    } finally {
      setChecking(false);
    }
    setOpen(true);
  };

  const start = () => {
    if (session.get().auth) setOpen(true);
    else signInDialog.open(() => void continueAfterSignIn(), 'apply');
  };

  if (applied && !open) {
    return (
      <div className="flex flex-col items-start gap-1 md:items-end">
        <p
          className="inline-flex h-10 items-center gap-2 rounded-md bg-success/10 px-4 text-sm font-semibold text-success"
          role="status"
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Applied
        </p>
        <Link to={appliedJobsHref} className="text-sm font-medium text-primary hover:underline">
          See your applied jobs
        </Link>
      </div>
    );
  }

  return (
    <>
      <Button
        size="lg"
        onClick={start}
        disabled={checking}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Send aria-hidden="true" />
        {checking ? 'One moment…' : 'Apply now'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog
            job={job}
            open={open}
            onOpenChange={setOpen}
            appliedJobsHref={appliedJobsHref}
          />
        </Suspense>
      )}
    </>
  );
}
