import { isEmployerUser, isMember, session } from '@/lib/session/session-store';
import { endSession } from '@/lib/session/session';
import { needsCapture } from '@/lib/session/url-tokens';
import { withChunkReload } from '@/lib/chunk-reload';
import { socialArrival } from '@/lib/social-arrival';
import { paths } from '@/config/paths';
import { queryClient } from './query-client';

/**
 * The app's wiring of the session (src/lib/session/session.ts does the work): tokens in the
 * address bar, the social arrival's landing, and the route call sites' log out.
 */
export {
  ensureSessionLoaded,
  installSessionHooks,
  resetSessionLoad,
  socialSignInDone,
} from '@/lib/session/session';

const loadCapture = withChunkReload(() => import('@/lib/session/capture'));

/**
 * A social sign-in code in the URL is exchanged; tokens in a URL are stripped. See lib/session
 * `captureTokens` (capture.ts), loaded only for a URL that has any of it (`needsCapture`).
 */
export async function captureTokens(url: URL): Promise<string | null> {
  if (!needsCapture(url)) return null;
  const { captureTokens: capture } = await loadCapture();
  return capture(queryClient, url);
}

/** Cleans the address bar before the router (or anything else) reads it: nothing stays in history. */
export async function captureTokensFromLocation(): Promise<void> {
  const clean = await captureTokens(new URL(window.location.href));
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
