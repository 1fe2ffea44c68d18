import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { AccessType } from '@generated/types.gen';
import { apiBaseUrl } from '@/lib/api/runtime-config';
import { useSafeNavigate } from '@/lib/navigation';
import { intentPage, readIntent } from '@/lib/pending-intent';
import { beginSocialSignIn } from '@/lib/session/social-code';
import { SOCIAL_REDIRECT_URL, rememberSocialReturn } from '@/lib/social-return';
import { OPEN_LOGIN_PARAM, SIGN_IN_URL_PARAMS, searchWithout } from './auth-paths';

export type SocialProvider = 'google' | 'linkedin';

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
 * The query stays as docs/product.md §7 gives it; the tab keeps the page it starts on (without
 * the sign-in dialog's own parameters), so that a cancelled or failed sign-in comes back there,
 * and whether an action waits on that page (a pending intent it owns, e.g. Apply on this job), so
 * that a successful one comes back there too. Otherwise success lands where the API sends it.
 */
export function useSocialSignIn(accessType: AccessType = 'candidate') {
  const go = useSafeNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (provider: SocialProvider) => {
      const intent = readIntent();
      rememberSocialReturn({
        path: `${pathname}${searchWithout(search, [...SIGN_IN_URL_PARAMS, OPEN_LOGIN_PARAM])}`,
        apply: intent !== null && intentPage(intent) === pathname,
      });
      const pkce = await beginSocialSignIn();
      if (!pkce) {
        console.error('[social sign-in] this tab cannot keep the sign-in state (storage blocked)');
        return false;
      }
      return go(socialSignInUrl(provider, { accessType, ...pkce }), { allowExternal: true });
    },
    [go, accessType, pathname, search],
  );
}
