import type { QueryClient } from '@tanstack/react-query';
import { takeSocialReturn } from '@/lib/social-return';
import { trackSocialExchange } from './session';
import { exchangeForSession } from './social-exchange';
import { captureSocialCode } from './social-code';

/**
 * Reads a page URL before the router does (docs/decisions/010). Tokens in a URL never start a
 * session: `access_token`/`refresh_token` are stripped and ignored (a link must not switch the
 * account). A social sign-in comes back with `#code=…&state=…`: when the state is the one this tab
 * stored, the code is exchanged for the session (awaited by `socialSignInDone`); the URL is
 * cleaned either way. Returns the URL to show instead (for a history replace), or null. When the
 * sign-in was started from a job's Apply, the tab kept that job (src/lib/social-return) and the
 * returned URL is that job's instead; the job page then continues the application.
 *
 * A module of its own, loaded only for a URL that `needsCapture` (url-tokens.ts): a cold page load
 * without tokens or a sign-in code never downloads it (decision 007).
 */
export function captureTokens(queryClient: QueryClient, url: URL): string | null {
  const { clean, exchange } = captureSocialCode(url);
  if (!exchange) return clean;
  const back = takeSocialReturn();
  trackSocialExchange(exchangeForSession(queryClient, exchange, back));
  return back?.path ?? clean;
}
