/**
 * The calls the session makes outside a page: the signed-in user and candidate profile it loads,
 * and the token refresh (inside the fetch policy). Loaded only once there is a session
 * (src/lib/session/session.ts imports this module when it first needs it): a visitor without one
 * downloads none of these calls nor their response schemas (decision 013). The shell's other calls
 * are in modules of their own, loaded when first used, as a cold page load needs none of them
 * (decision 007): the build check (build-calls.ts), the social code exchange
 * (social-code-exchange.ts) and the log out (revoke-session.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { refreshToken } from '../../../generated/sdk.gen';
import type { AuthTokens, Profile, User } from '../../../generated/types.gen';
import { fetchCurrentUser, profileOptions } from './shared-queries';

/** Exchanges a refresh token for new tokens; null when the server refuses. */
export async function refreshTokens(refresh: string): Promise<AuthTokens | null> {
  const { data } = await refreshToken({ body: { refresh } });
  return data ?? null;
}

/** The signed-in user, asked again (never from the cache). */
export const loadCurrentUser = (queryClient: QueryClient): Promise<User> =>
  fetchCurrentUser(queryClient);

/** The signed-in candidate's profile, through the cache entry the profile pages read. */
export const loadProfile = (queryClient: QueryClient): Promise<Profile> =>
  queryClient.fetchQuery(profileOptions());
