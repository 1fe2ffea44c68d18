import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@generated/types.gen';
import { configureAuthHooks } from '@/lib/api/resilient-fetch';
import { setAccessTokenReader } from '@/lib/api/token';
import { readJsonCookie } from '@/lib/cookies';
import { SESSION_COOKIES, isMember, session, type AuthTokens } from './session-store';

/**
 * The one way a session starts and ends (docs/product.md §4). Candidate sign-in, employer sign-in,
 * tokens arriving in a URL (social sign-in, magic link) and log out all go through
 * `startSession` / `endSession`, so every one of them resets the same things: the session
 * cookies, the session load, and the query cache (nothing a previous visitor was answered
 * survives into the next session).
 */

let sessionLoad: Promise<void> | null = null;

/** After sign-in or sign-out, the next loader loads what the new session needs. */
export function resetSessionLoad(): void {
  sessionLoad = null;
}

/**
 * Forgets every cached answer, so that nothing answered for the previous session reaches the
 * next one: queries nobody shows are dropped, unsent mutations too, and queries on screen are
 * marked stale. With a session now in place, what is on screen is asked again at once (the page
 * stays and shows the new session's answers, e.g. whether the candidate applied); without one,
 * nothing is asked (the page is being left, and a signed-out request for private data would fail).
 */
function resetQueryCache(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ type: 'inactive' });
  const refetchType = session.get().auth ? 'active' : 'none';
  void queryClient.invalidateQueries({ type: 'active', refetchType });
}

/**
 * Starts a session: whatever session was there is replaced (cookies included), the tokens are
 * kept, the user too when known (otherwise the next loader loads it), an account with a single
 * company has it selected (as the employer guards would), and the cache is reset.
 */
export function startSession(
  queryClient: QueryClient,
  tokens: AuthTokens,
  user: User | null = null,
): void {
  session.signOut();
  session.setTokens({ access: tokens.access, refresh: tokens.refresh });
  if (user) {
    session.setUser(user);
    if (user.employers.length === 1) session.selectCompany(user.employers[0]!.employer_id);
  }
  resetSessionLoad();
  resetQueryCache(queryClient);
}

/** Ends the session (log out, or a refresh that failed): session state and cookies, and the cache. */
export function endSession(queryClient: QueryClient): void {
  session.signOut();
  resetSessionLoad();
  resetQueryCache(queryClient);
}

/**
 * Another tab of this origin signed in (the session cookies are shared, docs/product.md §3): take
 * its session here too, as `refreshSharedSession` takes another tab's refreshed pair. When the
 * stored tokens differ from this tab's, the store re-reads the cookies and, like `startSession`,
 * the next loader loads what the session needs and nothing cached for the signed-out tab is kept.
 * Returns whether this tab now has a session it did not have. Cheap when nothing changed (one
 * cookie read), so a tab waiting for a sign-in elsewhere may ask often.
 */
export function adoptSharedSession(queryClient: QueryClient): boolean {
  const before = session.get().auth;
  const sharedAccess = readJsonCookie(SESSION_COOKIES.auth, (value) =>
    typeof value === 'object' && value !== null && 'access' in value ? value.access : null,
  );
  if (sharedAccess === (before?.access ?? null)) return false;
  session.reload();
  const now = session.get().auth;
  if (!now || now.access === before?.access) return false;
  resetSessionLoad();
  resetQueryCache(queryClient);
  return true;
}

let socialExchange: Promise<void> = Promise.resolve();

/** The social code exchange `captureTokens` (capture.ts) started, for `socialSignInDone`. */
export function trackSocialExchange(exchange: Promise<void>): void {
  socialExchange = exchange;
}

/** Resolves once a social sign-in code found in the URL was exchanged (or refused). */
export function socialSignInDone(): Promise<void> {
  return socialExchange;
}

/**
 * The session's calls (user, profile, refresh), downloaded the first time a session needs one: a
 * visitor who has none never fetches them (decision 013).
 */
const sessionCalls = () => import('@/lib/api/session-calls');

async function loadUser(queryClient: QueryClient): Promise<void> {
  const user = await (await sessionCalls()).loadCurrentUser(queryClient);
  session.setUser(user);
}

async function loadProfile(queryClient: QueryClient): Promise<void> {
  const profile = await (await sessionCalls()).loadProfile(queryClient);
  session.setProfile({ name: profile.name, profile_image: profile.profile_image });
}

/**
 * With tokens: load the user if missing, then the candidate profile unless the user is an
 * employer or a member. Shared by every loader; runs once per session.
 */
export function ensureSessionLoaded(queryClient: QueryClient): Promise<void> {
  if (!sessionLoad) {
    sessionLoad = (async () => {
      const { auth, user, profile } = session.get();
      if (!auth) return;
      try {
        if (!user) await loadUser(queryClient);
        const current = session.get();
        if (
          current.user &&
          current.user.access_type !== 'employer' &&
          !isMember(current) &&
          !profile
        ) {
          await loadProfile(queryClient);
        }
      } catch (error) {
        // Logged only (docs/product.md §8); a dead session was already ended by the refresh hook.
        console.error('[session] could not load the session', error);
      }
    })();
  }
  return sessionLoad;
}

/**
 * Runs `task` while no other tab of this origin refreshes (Web Locks); where the browser has no
 * Web Locks, it runs at once (the cookie re-read below still covers most races).
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('jb-refresh', task) as Promise<T>) : task();
}

/**
 * The tabs share one session (the cookies). Before refreshing, re-read them: when another tab has
 * already refreshed (the stored access token is not the one that was refused), use its pair; a
 * refresh with the old, rotated refresh token would be taken for a replay and end the session
 * everywhere.
 */
async function refreshSharedSession(refused: string | null): Promise<string | null> {
  session.reload();
  const auth = session.get().auth;
  if (!auth) return null;
  if (refused !== null && auth.access !== refused) return auth.access;
  const tokens = await (await sessionCalls()).refreshTokens(auth.refresh);
  if (tokens) {
    session.setTokens(tokens);
    return tokens.access;
  }
  // Refused: unless another tab refreshed meanwhile (no Web Locks), the session is over.
  session.reload();
  const now = session.get().auth;
  return now && now.refresh !== auth.refresh ? now.access : null;
}

/** Connects the API layer to the session: bearer token, refresh-once, end of session on failure. */
export function installSessionHooks(queryClient: QueryClient): void {
  setAccessTokenReader(() => session.get().auth?.access ?? null);
  configureAuthHooks({
    hasSession: () => session.get().auth !== null,
    refresh: (refused) => withRefreshLock(() => refreshSharedSession(refused)),
    onRefreshed: () => {
      void loadUser(queryClient).catch((error: unknown) =>
        console.error('[session] user reload failed', error),
      );
    },
    onRefreshFailed: () => endSession(queryClient),
  });
}
