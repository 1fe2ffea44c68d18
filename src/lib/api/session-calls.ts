/**
 * The few calls the app shell makes outside React Query: the token refresh (inside the fetch
 * policy) and the build check (which reads the web app's own origin, not the API).
 */
import {
  exchangeSocialCode as exchangeSocialCodeCall,
  getLatestBuild,
  logout,
  refreshToken,
} from '../../../generated/sdk.gen';
import type { AuthTokens, BuildLatest, LoginResponse } from '../../../generated/types.gen';

/** Exchanges a refresh token for new tokens; null when the server refuses. */
export async function refreshTokens(refresh: string): Promise<AuthTokens | null> {
  const { data } = await refreshToken({ body: { refresh } });
  return data ?? null;
}

/** Ends a social sign-in: the one-time code and the tab's PKCE verifier for the session; null when refused. */
export async function exchangeSocialCode(
  code: string,
  codeVerifier: string,
): Promise<LoginResponse | null> {
  const { data } = await exchangeSocialCodeCall({ body: { code, code_verifier: codeVerifier } });
  return data ?? null;
}

/** Log out: the server blacklists the refresh token (and its sign-in); whether it answered. */
export async function revokeRefreshToken(refresh: string): Promise<boolean> {
  // keepalive: the call goes out even when the page is being left.
  const { response } = await logout({ body: { refresh }, keepalive: true });
  return response?.ok ?? false;
}

/** The deployed build (`/builds/latest.json` on this origin); null when unavailable. */
export async function fetchLatestBuild(
  origin: string = window.location.origin,
): Promise<BuildLatest | null> {
  const { data } = await getLatestBuild({ baseUrl: origin, cache: 'no-store' });
  return data ?? null;
}
