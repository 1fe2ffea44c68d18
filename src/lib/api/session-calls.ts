/**
 * The call the app shell makes outside React Query at any time: the token refresh (inside the
 * fetch policy). The shell's other calls are in modules of their own, loaded when first used, as
 * a cold page load needs none of them (decision 007): the build check (build-calls.ts), the social
 * code exchange (social-code-exchange.ts) and the log out (revoke-session.ts).
 */
import { refreshToken } from '../../../generated/sdk.gen';
import type { AuthTokens } from '../../../generated/types.gen';

/** Exchanges a refresh token for new tokens; null when the server refuses. */
export async function refreshTokens(refresh: string): Promise<AuthTokens | null> {
  const { data } = await refreshToken({ body: { refresh } });
  return data ?? null;
}
