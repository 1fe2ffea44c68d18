import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@generated/types.gen';
import { fetchCurrentUser, profileOptions } from '@/lib/api/shared-queries';
import { configureAuthHooks } from '@/lib/api/resilient-fetch';
import { refreshTokens } from '@/lib/api/session-calls';
import { setAccessTokenReader } from '@/lib/api/token';
import { socialArrival, takeSocialReturn } from '@/lib/social-return';
import { isMember, session, type AuthTokens } from './session-store';

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
export function resetQueryCache(queryClient: QueryClient): void {
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

export const TOKEN_PARAMS = ['access_token', 'refresh_token'] as const;

/**
 * access_token and refresh_token in a URL start a session. Returns the URL without them (for a
 * history replace), or null when there were none. Tokens come back from a social sign-in: when
 * it was started from a job's Apply, the tab kept that job (src/lib/social-return), and the
 * returned URL is that job's instead; the job page then continues the application.
 */
export function captureTokens(queryClient: QueryClient, url: URL): string | null {
  const access = url.searchParams.get('access_token');
  const refresh = url.searchParams.get('refresh_token');
  if (!access && !refresh) return null;
  if (access && refresh) {
    startSession(queryClient, { access, refresh });
    const back = takeSocialReturn();
    socialArrival.set(back);
    if (back) return back.path;
  }
  const clean = new URL(url);
  TOKEN_PARAMS.forEach((name) => clean.searchParams.delete(name));
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

async function loadUser(queryClient: QueryClient): Promise<void> {
  const user = await fetchCurrentUser(queryClient);
  session.setUser(user);
}

async function loadProfile(queryClient: QueryClient): Promise<void> {
  const profile = await queryClient.fetchQuery(profileOptions());
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

/** Connects the API layer to the session: bearer token, refresh-once, end of session on failure. */
export function installSessionHooks(queryClient: QueryClient): void {
  setAccessTokenReader(() => session.get().auth?.access ?? null);
  configureAuthHooks({
    hasSession: () => session.get().auth !== null,
    refresh: async () => {
      const refresh = session.get().auth?.refresh;
      if (!refresh) return null;
      const tokens = await refreshTokens(refresh);
      if (!tokens) return null;
      session.setTokens(tokens);
      return tokens.access;
    },
    onRefreshed: () => {
      void loadUser(queryClient).catch((error: unknown) =>
        console.error('[session] user reload failed', error),
      );
    },
    onRefreshFailed: () => endSession(queryClient),
  });
}
