/**
 * The few calls the app shell makes outside React Query: the token refresh (inside the fetch
 * policy) and the build check (which reads the web app's own origin, not the API).
 */
import { getLatestBuild, refreshToken } from '../../../generated/sdk.gen';
import type { AuthTokens, BuildLatest } from '../../../generated/types.gen';

/** Exchanges a refresh token for new tokens; null when the server refuses. */
export async function refreshTokens(refresh: string): Promise<AuthTokens | null> {
  const { data } = await refreshToken({ body: { refresh } });
  return data ?? null;
}

/** The deployed build (`/builds/latest.json` on this origin); null when unavailable. */
export async function fetchLatestBuild(
  origin: string = window.location.origin,
): Promise<BuildLatest | null> {
  const { data } = await getLatestBuild({ baseUrl: origin, cache: 'no-store' });
  return data ?? null;
}
