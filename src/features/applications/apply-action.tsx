import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import { Link } from 'react-router';
import type { Job } from '@generated/types.gen';
import type { ApplyDialogProps } from './apply-dialog';
import { Button } from '@/components/ui/button';
import { withChunkReload } from '@/lib/chunk-reload';
import {
  applicantOf,
  tellCandidatesOnly as askToSwitch,
  useIntentContinuation,
} from '@/lib/intent-continuation';
import { recordIntent } from '@/lib/pending-intent';
import type { RouteChunk } from '@/lib/route-preload';
import { isSignedIn, useSession } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { publicJobOptions } from './api';

const loadDialog = withChunkReload(() => import('./apply-dialog'));

/**
 * The apply dialog's code with its imports, for the job page to fetch ahead in idle time. A failed
 * preload stays quiet (the queue forgets it); Apply's own load reloads the page if it fails too.
 */
export const applyDialogChunk: RouteChunk = {
  key: 'apply-dialog',
  load: () => import('./apply-dialog'),
};
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
  /** What the dialog shows under its confirmation once the application is sent (ApplyDialogProps). */
  renderAfterApply?: ApplyDialogProps['renderAfterApply'];
}

/** What a signed-in account that is not a candidate's is told before any form opens (docs/decisions/012 rule 1). */
export const CANDIDATES_ONLY = {
  title: 'Applying needs a candidate account',
  description: (email: string) =>
    `You're signed in as ${email}, which is not a candidate account. To apply, sign out and sign in or sign up as a candidate.`,
  confirmLabel: 'Sign out and continue as a candidate',
  cancelLabel: 'Stay signed in',
} as const;

/**
 * The job page's apply action. Signed out, it records a pending intent ("apply to this job",
 * src/lib/pending-intent) and opens the sign-in dialog; whichever way the sign-in ends (password
 * here, a magic link in another tab, social sign-in coming back to this page, or another tab's
 * sign-in noticed here), the page takes the intent as soon as it sees a candidate session and,
 * once the dialog has closed, opens the form (unless the job turns out to be applied to already).
 * There is no in-memory continuation: the intent is the only record of what to do. Signed in
 * with an account that is not a candidate's, it says that applying needs one before any form
 * opens. Applied jobs show that instead of the button. On small screens (below md), once the
 * button has scrolled out of sight, a bar at the bottom of the screen offers the same action (the
 * layout leaves room for it under the footer: `data-apply-bar`).
 */
export function ApplyAction({ job: shown, renderAfterApply }: ApplyActionProps) {
  const queryClient = useQueryClient();
  const signedIn = useSession(isSignedIn);
  const applicant = useSession(applicantOf);
  const jobOptions = publicJobOptions(shown.slug);
  // The server's latest answer about this job (the page's own query): has_applied is its word.
  const job = useQuery({ ...jobOptions, initialData: shown }).data;
  const [open, setOpen] = useState(false);
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

  /** Signed in, but not as a candidate: say so, and offer to sign out and sign in as one. */
  const tellCandidatesOnly = () =>
    askToSwitch(queryClient, CANDIDATES_ONLY, {
      kind: 'apply',
      target: shown.slug,
      purpose: 'apply',
    });

  // The pending intent to apply here, taken (for every tab) as soon as a candidate session exists,
  // so that only one page continues it; the form opens once the sign-in dialog has closed. One
  // that meets an account that cannot apply (an employer signed in from Apply) is dropped, and said.
  const continuing = useIntentContinuation('apply', shown.slug, {
    onContinue: () => {
      void loadDialog();
      void askAgain().then((fresh) => signInDialog.closed().then(() => openUnlessApplied(fresh)));
    },
    onRefused: () => void tellCandidatesOnly(),
  });

  const start = () => {
    if (applicant === 'not-candidate') void tellCandidatesOnly();
    else if (signedIn) setOpen(true);
    else {
      recordIntent('apply', shown.slug);
      signInDialog.open('apply');
    }
  };

  if (applied && !open) {
    return (
      <div className="flex flex-col items-start gap-1 md:items-end">
        {/* A withdrawn application is not a success to show, and cannot be replaced (the
            contract's has_withdrawn): it is said plainly instead of the green Applied. */}
        {job.has_withdrawn ? (
          <p role="status" className="text-sm text-muted-foreground">
            You withdrew your application. You can't apply to this job again.
          </p>
        ) : (
          <p
            className="inline-flex h-10 items-center gap-2 rounded-md bg-success/10 px-4 text-sm font-semibold text-success"
            role="status"
          >
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Applied
          </p>
        )}
        <Link to={paths.appliedJobs()} className="text-sm font-medium text-primary hover:underline">
          See your applied jobs
        </Link>
      </div>
    );
  }

  // A candidate's Apply opens the form: its code is fetched at the first sign of a click (the job
  // page fetches it in idle time too). Anyone else's opens something else first.
  const preloadForm = () => {
    if (applicant === 'candidate') void loadDialog();
  };

  const button = (extra: { ref?: (element: HTMLElement | null) => void }) => (
    <Button
      size="lg"
      onClick={start}
      disabled={continuing}
      onPointerEnter={preloadForm}
      onFocus={preloadForm}
      {...extra}
    >
      <Send aria-hidden="true" />
      {continuing ? 'One moment…' : 'Apply now'}
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
          <ApplyDialog
            job={job}
            open={open}
            onOpenChange={setOpen}
            renderAfterApply={renderAfterApply}
          />
        </Suspense>
      )}
    </>
  );
}
