/**
 * The log out call, apart from the shell's other calls (session-calls.ts): only the signed-in
 * menus use it (src/lib/session/log-out.ts), so it loads with them, not with every cold page.
 */
import { logout } from '../../../generated/sdk.gen';

/** Log out: the server blacklists the refresh token (and its sign-in); whether it answered. */
export async function revokeRefreshToken(refresh: string): Promise<boolean> {
  // keepalive: the call goes out even when the page is being left.
  const { response } = await logout({ body: { refresh }, keepalive: true });
  return response?.ok ?? false;
}
