import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import { Link, useLocation } from 'react-router';
import type { Job } from '@generated/types.gen';
import { Button } from '@/components/ui/button';
import { withChunkReload } from '@/lib/chunk-reload';
import { isSignedIn, session, useSession } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { socialArrival, useArrivingToApply } from '@/lib/social-return';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { publicJobOptions } from './api';

const loadDialog = withChunkReload(() => import('./apply-form'));
const ApplyDialog = lazy(() => loadDialog().then((m) => ({ default: m.ApplyDialog })));

/**
 * Whether the element has scrolled up out of sight (behind the site header, which sticks at the
 * top and is 4 rem tall). Without IntersectionObserver it never has.
 */
function useScrolledPast() {
  const [past, setPast] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry)
          setPast(
            !entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? 64),
          );
      },
      { rootMargin: '-64px 0px 0px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, past] as const;
}

export interface ApplyActionProps {
  job: Job;
}

/**
 * The job page's apply action. Signed out, it opens the sign-in dialog and continues once the
 * candidate has signed in (unless the job turns out to be applied to already); after a social
 * sign-in the page is loaded afresh, and the shell says the candidate arrived applying here.
 * Applied jobs show that instead of the button. On small screens (below md), once the button has
 * scrolled out of sight, a bar at the bottom of the screen offers the same action (the layout
 * leaves room for it under the footer: `data-apply-bar`).
 */
export function ApplyAction({ job: shown }: ApplyActionProps) {
  const queryClient = useQueryClient();
  const signedIn = useSession(isSignedIn);
  const jobOptions = publicJobOptions(shown.slug);
  // The server's latest answer about this job (the page's own query): has_applied is its word.
  const job = useQuery({ ...jobOptions, initialData: shown }).data;
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const applied = signedIn && job.has_applied === true;
  const [observeButton, scrolledPast] = useScrolledPast();

  /** Asks the job again: the page was loaded signed out, only now does the answer say whether they applied. */
  const askAgain = async (): Promise<Job | null> => {
    try {
      return await queryClient.fetchQuery({ ...jobOptions, staleTime: 0 });
    } catch {
      return null; // the submit will tell if anything is wrong; don't stand in the way
    }
  };

  /** Applied already: say so. Otherwise the form. */
  const openUnlessApplied = (fresh: Job | null) => {
    if (fresh?.has_applied) {
      void notify('You have already applied to this job.', { severity: 'info' });
      return;
    }
    setOpen(true);
  };

  const continueAfterSignIn = async () => {
    setChecking(true);
    const fresh = await askAgain();
    setChecking(false);
    openUnlessApplied(fresh);
  };

  // Back from a social sign-in started with this job's Apply (a new page load): continue the same
  // way. The arrival is taken once the answer is in, so only one check opens the form.
  const { pathname } = useLocation();
  const arriving = useArrivingToApply(pathname);
  const askAgainOnArrival = useEffectEvent(() => {
    void loadDialog();
    return askAgain();
  });
  const finishArrival = useEffectEvent((fresh: Job | null) => {
    if (socialArrival.takeApply(pathname)) openUnlessApplied(fresh);
  });
  useEffect(() => {
    if (arriving) void askAgainOnArrival().then((fresh) => finishArrival(fresh));
  }, [arriving]);

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
        <Link to={paths.appliedJobs()} className="text-sm font-medium text-primary hover:underline">
          See your applied jobs
        </Link>
      </div>
    );
  }

  const button = (extra: { ref?: (element: HTMLElement | null) => void }) => (
    <Button
      size="lg"
      onClick={start}
      disabled={checking || arriving}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      {...extra}
    >
      <Send aria-hidden="true" />
      {checking || arriving ? 'One moment…' : 'Apply now'}
    </Button>
  );

  return (
    <>
      {button({ ref: observeButton })}
      <aside
        aria-label={`Apply for ${job.title}`}
        data-apply-bar=""
        hidden={!scrolledPast}
        className="fixed inset-x-0 bottom-0 z-30 h-16 border-t bg-background/95 px-4 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
      >
        <div className="mx-auto flex h-full max-w-6xl items-center gap-3">
          <div className="flex min-w-0 flex-1 flex-col">
            <p className="truncate text-sm font-medium" title={job.title}>
              {job.title}
            </p>
            <p className="truncate text-xs text-muted-foreground" title={job.employer.name}>
              {job.employer.name}
            </p>
          </div>
          {button({})}
        </div>
      </aside>
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog job={job} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
