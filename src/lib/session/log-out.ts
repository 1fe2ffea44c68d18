import type { QueryClient } from '@tanstack/react-query';
import { revokeRefreshToken } from '@/lib/api/revoke-session';
import { endSession } from './session';
import { session } from './session-store';

/**
 * "Log out": the session ends here at once, and the server is asked to revoke the refresh token
 * (and every token of its sign-in), so that a copy of it (another tab, a stolen cookie) cannot
 * refresh any more. The cookies go whatever the server answers. Its own module: only the
 * signed-in menus use it, so it is not part of a cold page load (decision 007).
 */
export function logOut(queryClient: QueryClient): Promise<void> {
  const refresh = session.get().auth?.refresh;
  endSession(queryClient);
  if (!refresh) return Promise.resolve();
  return revokeRefreshToken(refresh).then(
    (ok) => {
      if (!ok) console.error('[session] the server did not confirm the log out');
    },
    (error: unknown) => console.error('[session] the log out call failed', error),
  );
}
