import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { confirm } from '@/lib/dialogs';
import {
  forgetIntent,
  readIntent,
  recordIntent,
  subscribeToIntent,
  takeIntent,
  usePendingIntent,
  type IntentKind,
} from '@/lib/pending-intent';
import { logOut } from '@/lib/session/log-out';
import { isSignedIn, session, useSession, type SessionState } from '@/lib/session/session-store';
import { signInDialog, useSignInDialog, type SignInPurpose } from '@/lib/sign-in-dialog';

/**
 * Continuing a pending intent once signed in (docs/decisions/012, rule 1), one piece for every
 * kind (apply, save): the page that owns the action takes the intent (for every tab, so only one
 * continues) as soon as it sees a candidate session, and drops it, saying why, when it meets an
 * account that cannot take the action.
 */

/**
 * Who may take a candidate's action: the server takes them from candidate accounts only (403 for
 * any other). Signed out, or with the user not loaded yet, nothing says otherwise.
 */
export type Applicant = 'signed-out' | 'candidate' | 'not-candidate' | 'unknown';
export function applicantOf(s: SessionState): Applicant {
  if (!isSignedIn(s)) return 'signed-out';
  if (!s.user) return 'unknown';
  return s.user.access_type === 'candidate' ? 'candidate' : 'not-candidate';
}

/** What a signed-in account that is not a candidate's is told before the action (decision 012 rule 1). */
export interface CandidatesOnlyTexts {
  title: string;
  description: (email: string) => string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * Signed in, but not as a candidate: says so, and offers to sign out and sign in as one (the
 * intent is recorded again for the candidate, and the sign-in dialog opens).
 */
export async function tellCandidatesOnly(
  queryClient: QueryClient,
  texts: CandidatesOnlyTexts,
  intent: { kind: IntentKind; target: string; from?: string; purpose?: SignInPurpose },
): Promise<void> {
  const email = session.get().user?.email ?? 'this account';
  const yes = await confirm({
    title: texts.title,
    description: texts.description(email),
    confirmLabel: texts.confirmLabel,
    cancelLabel: texts.cancelLabel,
  });
  if (!yes) return;
  await logOut(queryClient);
  recordIntent(intent.kind, intent.target, undefined, intent.from);
  signInDialog.open(intent.purpose);
}

/**
 * The target of a fresh intent of `kind`, whatever it is (null when none), kept current across
 * tabs. (Here, not in pending-intent.ts: only signed-in code needs it, and that file is in every
 * first load.)
 */
function usePendingIntentTarget(kind: IntentKind): string | null {
  const read = () => {
    const intent = readIntent();
    return intent !== null && intent.kind === kind ? intent.target : null;
  };
  return useSyncExternalStore(subscribeToIntent, read, () => null);
}

export interface IntentContinuation {
  /** Called once, with the intent's target, right after this tab took it. */
  onContinue: (target: string) => void;
  /** The intent met an account that cannot take the action: it is dropped, then this runs. */
  onRefused: (target: string) => void;
}

/**
 * Takes the pending intent `kind` (on `target`, or on any target when null) as soon as a
 * candidate session exists, and calls `onContinue`; one met by another account once the sign-in
 * dialog has closed is forgotten and `onRefused` runs. Returns whether one is being continued
 * (a candidate session and a matching intent).
 */
export function useIntentContinuation(
  kind: IntentKind,
  target: string | null,
  { onContinue, onRefused }: IntentContinuation,
): boolean {
  const applicant = useSession(applicantOf);
  const anyTarget = usePendingIntentTarget(kind);
  const thisTarget = usePendingIntent(kind, target ?? '');
  const waiting = target === null ? anyTarget : thisTarget ? target : null;
  const { open: signingIn } = useSignInDialog();
  const continuing = waiting !== null && applicant === 'candidate';
  const refused = waiting !== null && !signingIn && applicant === 'not-candidate';
  const continueWith = useEffectEvent((taken: string) => onContinue(taken));
  const refuseWith = useEffectEvent((taken: string) => onRefused(taken));
  useEffect(() => {
    if (!continuing || waiting === null || !takeIntent(kind, waiting)) return;
    continueWith(waiting);
  }, [continuing, kind, waiting]);
  useEffect(() => {
    if (!refused || waiting === null) return;
    forgetIntent();
    refuseWith(waiting);
  }, [refused, waiting]);
  return continuing;
}
