import type { QueryClient } from '@tanstack/react-query';
import { getCurrentUserOptions, getProfileOptions } from '@generated/@tanstack/react-query.gen';
import { configureAuthHooks } from '@/lib/api/resilient-fetch';
import { refreshTokens } from '@/lib/api/session-calls';
import { setAccessTokenReader } from '@/lib/api/token';
import { isEmployerUser, isMember, session } from '@/lib/session/session-store';
import { socialArrival, takeSocialReturn } from '@/lib/social-return';
import { paths } from './paths';

/**
 * Wires the session into the API layer and loads what a session needs (spec section 4).
 */
export const TOKEN_PARAMS = ['access_token', 'refresh_token'] as const;

/**
 * access_token and refresh_token in a URL become the session. Returns the URL without them
 * (for a history replace), or null when there were none. Tokens come back from a social sign-in:
 * when it was started from a job's Apply, the tab kept that job (src/lib/social-return), and the
 * returned URL is that job's instead; the job page then continues the application.
 */
export function captureTokens(url: URL): string | null {
  const access = url.searchParams.get('access_token');
  const refresh = url.searchParams.get('refresh_token');
  if (!access && !refresh) return null;
  if (access && refresh) {
    session.signOut(); // a new session replaces whatever was there
    session.setTokens({ access, refresh });
    sessionLoad = null;
    const back = takeSocialReturn();
    socialArrival.set(back);
    if (back) return back.path;
  }
  const clean = new URL(url);
  TOKEN_PARAMS.forEach((name) => clean.searchParams.delete(name));
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

/** Captures tokens from the address bar before the router reads it: nothing stays in history. */
export function captureTokensFromLocation(): void {
  const clean = captureTokens(new URL(window.location.href));
  if (clean !== null) window.history.replaceState(window.history.state, '', clean);
}

async function loadUser(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.fetchQuery({ ...getCurrentUserOptions(), staleTime: 0 });
  session.setUser(user);
}

async function loadProfile(queryClient: QueryClient): Promise<void> {
  const profile = await queryClient.fetchQuery(getProfileOptions());
  session.setProfile({ name: profile.name, profile_image: profile.profile_image });
}

let sessionLoad: Promise<void> | null = null;

/**
 * On startup with tokens: load the user if missing, then the candidate profile unless the user
 * is an employer or a member. Shared by every loader; runs once per session.
 */
export function ensureSessionLoaded(queryClient: QueryClient): Promise<void> {
  if (!sessionLoad) {
    sessionLoad = (async () => {
      const { auth, user, profile } = session.get();
      if (!auth) return;
      try {
        if (!user) await loadUser(queryClient);
        const current = session.get();
        if (current.user && current.user.access_type !== 'employer' && !isMember(current) && !profile) {
          await loadProfile(queryClient);
        }
      } catch (error) {
        // Logged only (spec section 8); a dead session was already signed out by the refresh hook.
        console.error('[session] could not load the session', error);
      }
    })();
  }
  return sessionLoad;
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

/** After sign-in or sign-out, the next loader loads what the new session needs. */
export function resetSessionLoad(): void {
  sessionLoad = null;
}

/** Connects the API layer to the session: bearer token, refresh-once, sign-out on failure. */
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
      void loadUser(queryClient).catch((error: unknown) => console.error('[session] user reload failed', error));
    },
    onRefreshFailed: () => {
      session.signOut();
      queryClient.clear();
      resetSessionLoad();
    },
  });
}

/** Log out: clears auth, user, company and profile state (and their cookies) and cached data. */
export function signOut(queryClient: QueryClient): void {
  session.signOut();
  queryClient.clear();
  resetSessionLoad();
}
