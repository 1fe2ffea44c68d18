import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isSignedIn, session, useSession } from '@/lib/session/session-store';
import { signInDialog, useSignInDialog, type SignInUrlParams } from '@/lib/sign-in-dialog';
import { isSignInUrlEdit } from './auth-paths';

/** The dialog opens this long after the header mounts when the URL asks for it (docs/product.md §9). */
export const SIGN_IN_OPEN_DELAY_MS = 100;

/**
 * Whether `next` asks for the dialog where `seen` did not: a new magic-link key, open_login or
 * error_state appearing. (Removing open_login on close must not reopen it for a key still there.)
 */
export function asksToOpen(seen: SignInUrlParams | null, next: SignInUrlParams): boolean {
  if (!seen) return Boolean(next.key || next.openLogin || next.errorState);
  return Boolean(
    (next.key && next.key !== seen.key) ||
    (next.openLogin && !seen.openLogin) ||
    (next.errorState && !seen.errorState),
  );
}

/**
 * Opens the sign-in dialog about 100 ms after the header mounts when key, open_login or
 * error_state is in the URL (the shell reads them into `signInDialog` params on every page), and
 * again when one of them newly appears. Signed-in visitors are left alone. Renders nothing: the
 * header renders it, so it is mounted on every candidate page.
 */
export function SignInUrlTrigger(): null {
  const { params } = useSignInDialog();
  const signedIn = useSession(isSignedIn);
  const location = useLocation();
  const ownEdit = isSignInUrlEdit(location.state);
  const seen = useRef<SignInUrlParams | null>(null);
  const mountedAt = useRef<string | null>(null);

  useEffect(() => {
    // The dialog's own URL edits (its open_login, even one arriving after it closed) open nothing;
    // the URL the header mounted with is read as it is (Back to a page the dialog was open on
    // reopens it, although that history entry was written by the dialog).
    mountedAt.current ??= location.key;
    const ownChange = ownEdit && location.key !== mountedAt.current;
    if (signedIn || ownChange || signInDialog.get().open || !asksToOpen(seen.current, params)) {
      seen.current = params;
      return;
    }
    // `seen` moves on only once the timer fires: a cancelled timer (params changed within the
    // delay, or a development double-mount) is judged again against what was seen before.
    const timer = window.setTimeout(() => {
      seen.current = params;
      if (!signInDialog.get().open && !isSignedIn(session.get())) signInDialog.open();
    }, SIGN_IN_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [params, signedIn, ownEdit, location.key]);

  return null;
}
