/**
 * The social sign-in's code exchange, apart from the shell's other calls (session-calls.ts): only
 * a page that comes back from a provider with a code needs it, so it loads then
 * (src/lib/session/social-exchange.ts), not with every cold page.
 */
import { exchangeSocialCode as exchangeSocialCodeCall } from '../../../generated/sdk.gen';
import type { LoginResponse } from '../../../generated/types.gen';

/** Ends a social sign-in: the one-time code and the tab's PKCE verifier for the session; null when refused. */
export async function exchangeSocialCode(
  code: string,
  codeVerifier: string,
): Promise<LoginResponse | null> {
  const { data } = await exchangeSocialCodeCall({ body: { code, code_verifier: codeVerifier } });
  return data ?? null;
}
