/**
 * What in a page URL the app never keeps (docs/decisions/010): session tokens in the query (a
 * forged or leaked link), the social sign-in's one-time code and state in the fragment, and
 * leading slashes (`//jobs` would make history.replaceState throw, as another origin). Only the
 * check lives here, in every page load; what to do about it (social-code.ts, capture.ts) loads
 * when a URL has any of it.
 */
export const URL_TOKEN_PARAMS = ['access_token', 'refresh_token'] as const;
export const FRAGMENT_PARAMS = ['code', 'state'] as const;

/** Whether `captureTokens` has anything to do with this URL. */
export function needsCapture(url: URL): boolean {
  const fragment = new URLSearchParams(url.hash.slice(1));
  return (
    URL_TOKEN_PARAMS.some((name) => url.searchParams.has(name)) ||
    FRAGMENT_PARAMS.some((name) => fragment.has(name)) ||
    // A social sign-in that came back cancelled or failed: back to where it started (capture.ts).
    url.searchParams.has('error_state') ||
    /^\/{2,}/.test(url.pathname)
  );
}
