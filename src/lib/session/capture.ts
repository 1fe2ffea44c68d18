import type { QueryClient } from '@tanstack/react-query';
import { takeSocialFailure, takeSocialReturn } from '@/lib/social-return';
import { trackSocialExchange } from './session';
import { exchangeForSession } from './social-exchange';
import { captureSocialCode } from './social-code';

/**
 * Reads a page URL before the router does (docs/decisions/010). Tokens in a URL never start a
 * session: `access_token`/`refresh_token` are stripped and ignored (a link must not switch the
 * account). A social sign-in comes back with `#code=…&state=…`: when the state is the one this tab
 * stored, the code is exchanged for the session (awaited by `socialSignInDone`); the URL is
 * cleaned either way. Returns the URL to show instead (for a history replace), or null. When an
 * action waited on the page the sign-in started from (src/lib/social-return), the returned URL is
 * that page's instead; its owner then continues the action from the pending intent. A sign-in that
 * came back cancelled or failed (`?error_state=…`, no code) goes back to the page it started on.
 *
 * A module of its own, loaded only for a URL that `needsCapture` (url-tokens.ts): a cold page load
 * without tokens or a sign-in code never downloads it (decision 007).
 */
export function captureTokens(queryClient: QueryClient, url: URL): string | null {
  const failedBack = takeSocialFailure(url);
  if (failedBack !== null) return failedBack;
  const { clean, exchange } = captureSocialCode(url);
  if (!exchange) return clean;
  const taken = takeSocialReturn();
  const back = taken?.apply ? taken : null;
  trackSocialExchange(exchangeForSession(queryClient, exchange, back));
  return back?.path ?? clean;
}
