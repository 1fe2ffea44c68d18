import { useCallback } from 'react';
import type { AccessType } from '@generated/types.gen';
import { apiBaseUrl } from '@/lib/api/runtime-config';
import { useSafeNavigate } from '@/lib/navigation';
import { beginSocialSignIn } from '@/lib/session/social-code';
import { rememberSocialReturn, type SocialReturn } from '@/lib/social-return';

export type SocialProvider = 'google' | 'linkedin';

/** Where the API sends the browser back to after the provider (docs/product.md §7). */
const SOCIAL_REDIRECT_URL = 'employer/onboarding';

/**
 * The social sign-in start URL: `{API base}/v2/auth/{provider}/?redirect_url=employer/onboarding
 * &access_type=candidate&state=…&code_challenge=…` (docs/product.md §7; the contract's
 * startSocialSignIn). The browser goes there itself: the API answers 302 to the provider, and a
 * one-time code comes back in the fragment with the state, which the shell exchanges for the
 * session (lib/session/social-code, docs/decisions/010).
 */
export function socialSignInUrl(
  provider: SocialProvider,
  {
    accessType = 'candidate',
    base = apiBaseUrl(),
    state,
    codeChallenge,
  }: { accessType?: AccessType; base?: string; state: string; codeChallenge: string },
): string {
  const query = new URLSearchParams({
    redirect_url: SOCIAL_REDIRECT_URL,
    access_type: accessType,
    state,
    code_challenge: codeChallenge,
  });
  return `${base}/v2/auth/${provider}/?${query.toString()}`;
}

/**
 * Starts social sign-in: a full-page navigation to the API (external, so explicitly allowed).
 * The query stays as docs/product.md §7 gives it; where to come back to is kept in the tab (`returnTo`, e.g. the job
 * the candidate was applying to). Without one, any earlier target is forgotten: the return lands
 * where the API sends it.
 */
export function useSocialSignIn(accessType: AccessType = 'candidate') {
  const go = useSafeNavigate();
  return useCallback(
    async (provider: SocialProvider, returnTo: SocialReturn | null = null) => {
      rememberSocialReturn(returnTo);
      const pkce = await beginSocialSignIn();
      if (!pkce) {
        console.error('[social sign-in] this tab cannot keep the sign-in state (storage blocked)');
        return false;
      }
      return go(socialSignInUrl(provider, { accessType, ...pkce }), { allowExternal: true });
    },
    [go, accessType],
  );
}
