import { useCallback } from 'react';
import type { AccessType } from '@generated/types.gen';
import { apiBaseUrl } from '@/lib/api/runtime-config';
import { useSafeNavigate } from '@/lib/navigation';
import { rememberSocialReturn, type SocialReturn } from '@/lib/social-return';

export type SocialProvider = 'google' | 'linkedin';

/** Where the API sends the browser back to after the provider (docs/product.md §7). */
export const SOCIAL_REDIRECT_URL = 'employer/onboarding';

/**
 * The social sign-in start URL: `{API base}/v2/auth/{provider}/?redirect_url=employer/onboarding
 * &access_type=candidate` (docs/product.md §7; the contract's startSocialSignIn). The browser goes
 * there itself: the API answers 302 to the provider, and the tokens come back as query
 * parameters, which the shell turns into a session.
 */
export function socialSignInUrl(
  provider: SocialProvider,
  {
    accessType = 'candidate',
    base = apiBaseUrl(),
  }: { accessType?: AccessType; base?: string } = {},
): string {
  const query = new URLSearchParams({ redirect_url: SOCIAL_REDIRECT_URL, access_type: accessType });
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
    (provider: SocialProvider, returnTo: SocialReturn | null = null) => {
      rememberSocialReturn(returnTo);
      return go(socialSignInUrl(provider, { accessType }), { allowExternal: true });
    },
    [go, accessType],
  );
}
