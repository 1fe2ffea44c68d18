/**
 * The app's half of social sign-in (PKCE, RFC 7636; docs/decisions/010). Before the browser
 * leaves for the provider, the tab stores a random `state` and a `code_verifier` and sends the
 * API `state` and the verifier's S256 challenge. The API comes back to
 * `{web app}/{redirect_url}#code=…&state=…`: a one-time code in the fragment (never sent to a
 * server, never in a Referer). Only a return whose state this tab stored is exchanged (by POST,
 * with the verifier) for the session; any other is ignored. Either way the code, the state, and
 * any `access_token`/`refresh_token` someone put in a link are stripped from the URL, never stored.
 *
 * Kept in sessionStorage: the round trip happens in the same tab, and nothing outlives it.
 */
import { browserStorageEnv, type StorageEnv } from '@/lib/browser-storage';
import { FRAGMENT_PARAMS, URL_TOKEN_PARAMS } from './url-tokens';

const SOCIAL_PKCE_KEY = 'jb:social-pkce';
const SOCIAL_PKCE_MAX_AGE_MS = 10 * 60 * 1000;

export type PkceEnv = StorageEnv;

const browserEnv = (): PkceEnv => browserStorageEnv('sessionStorage');

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomString = (bytes: number) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** base64url(SHA-256(verifier)), the S256 challenge. */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/**
 * Starts a sign-in: a fresh state and verifier kept in the tab (replacing any earlier one);
 * returns what the start URL carries. Null where the tab cannot keep them (the return would be
 * ignored, so the sign-in is not started).
 */
export async function beginSocialSignIn(
  env: PkceEnv = browserEnv(),
): Promise<{ state: string; codeChallenge: string } | null> {
  const state = randomString(16);
  const verifier = randomString(32);
  try {
    if (!env.storage) return null;
    env.storage.setItem(SOCIAL_PKCE_KEY, JSON.stringify({ state, verifier, savedAt: env.now() }));
  } catch {
    return null;
  }
  return { state, codeChallenge: await codeChallenge(verifier) };
}

interface Pending {
  state: string;
  verifier: string;
  savedAt: number;
}

function takePending(env: PkceEnv): Pending | null {
  try {
    const raw = env.storage?.getItem(SOCIAL_PKCE_KEY) ?? null;
    env.storage?.removeItem(SOCIAL_PKCE_KEY);
    const value = raw === null ? null : (JSON.parse(raw) as Partial<Pending>);
    if (
      typeof value?.state !== 'string' ||
      typeof value.verifier !== 'string' ||
      typeof value.savedAt !== 'number'
    )
      return null;
    const age = env.now() - value.savedAt;
    return age >= 0 && age <= SOCIAL_PKCE_MAX_AGE_MS ? (value as Pending) : null;
  } catch {
    return null;
  }
}

export interface UrlCapture {
  /** The URL to show instead (path, query, fragment), or null when nothing had to change. */
  clean: string | null;
  /** A code whose state this tab stored: exchange it (exchangeSocialCode). */
  exchange: { code: string; verifier: string } | null;
}

/**
 * Reads a page URL: strips token parameters from the query and `code`/`state` from the fragment,
 * and collapses leading slashes of the path (`//jobs` would make history.replaceState throw, as
 * another origin). Returns the exchange to make when the state matches the tab's own.
 */
export function captureSocialCode(url: URL, env: PkceEnv = browserEnv()): UrlCapture {
  const clean = new URL(url);
  let changed = false;
  for (const name of URL_TOKEN_PARAMS)
    if (clean.searchParams.has(name)) {
      clean.searchParams.delete(name);
      changed = true;
    }
  let exchange: UrlCapture['exchange'] = null;
  const fragment = new URLSearchParams(clean.hash.slice(1));
  if (FRAGMENT_PARAMS.some((name) => fragment.has(name))) {
    const code = fragment.get('code');
    const state = fragment.get('state');
    const pending = takePending(env);
    if (code && state && pending && pending.state === state)
      exchange = { code, verifier: pending.verifier };
    FRAGMENT_PARAMS.forEach((name) => fragment.delete(name));
    const rest = fragment.toString();
    clean.hash = rest ? `#${rest}` : '';
    changed = true;
  }
  const path = clean.pathname.replace(/^\/{2,}/, '/');
  if (path !== clean.pathname) changed = true;
  return {
    clean: changed ? `${path}${clean.search}${clean.hash}` : null,
    exchange,
  };
}
