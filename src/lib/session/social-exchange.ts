import type { QueryClient } from '@tanstack/react-query';
import { exchangeSocialCode } from '@/lib/api/social-code-exchange';
import { forgetIntent } from '@/lib/pending-intent';
import { socialArrival } from '@/lib/social-arrival';
import type { SocialReturn } from '@/lib/social-return';
import { startSession } from './session';

/**
 * The second half of `captureTokens` (capture.ts): the code whose state this tab stored is
 * exchanged for the session, which starts, and the social arrival is recorded. Loaded with
 * capture.ts, only for a URL that carries such a code (decision 007: not in a cold page load).
 */
export async function exchangeForSession(
  queryClient: QueryClient,
  exchange: { code: string; verifier: string },
  back: SocialReturn | null,
): Promise<void> {
  try {
    const login = await exchangeSocialCode(exchange.code, exchange.verifier);
    if (!login) {
      console.error('[social sign-in] the sign-in code was refused');
      return;
    }
    startSession(queryClient, { access: login.access, refresh: login.refresh }, login.user);
    // What a candidate set out to do (apply) is not an employer account's to continue.
    if (login.user.access_type !== 'candidate') forgetIntent();
    socialArrival.set(back);
  } catch (error: unknown) {
    console.error('[social sign-in] the code exchange failed', error);
  }
}
