import { isEmployerUser, isMember, session } from '@/lib/session/session-store';
import { captureTokens as captureSessionTokens, endSession } from '@/lib/session/session';
import { socialArrival } from '@/lib/social-return';
import { paths } from '@/config/paths';
import { queryClient } from './query-client';

/**
 * The app's wiring of the session (src/lib/session/session.ts does the work): tokens in the
 * address bar, the social arrival's landing, and the route call sites' log out.
 */
export { ensureSessionLoaded, installSessionHooks, resetSessionLoad } from '@/lib/session/session';

/** Tokens in a URL start a session (with the app's cache). See lib/session `captureTokens`. */
export function captureTokens(url: URL): string | null {
  return captureSessionTokens(queryClient, url);
}

/** Captures tokens from the address bar before the router reads it: nothing stays in history. */
export function captureTokensFromLocation(): void {
  const clean = captureTokens(new URL(window.location.href));
  if (clean !== null) window.history.replaceState(window.history.state, '', clean);
}

/**
 * Once the session is loaded: an employer account back from a social sign-in started on a job
 * goes where employer accounts land after signing in (the API's redirect_url, whose guard sends
 * them on), as a password sign-in from the dialog does. Returns where to go, or null to stay.
 */
export function socialArrivalRedirect(): string | null {
  if (!socialArrival.get()) return null;
  const current = session.get();
  if (!isEmployerUser(current) && !isMember(current)) return null;
  socialArrival.clear();
  return paths.employer.onboarding();
}

/** Log out: lib/session's `endSession` (the name the route call sites use). */
export const signOut = endSession;
