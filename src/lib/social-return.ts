import { browserStorageEnv, storedJson, type StorageEnv } from './browser-storage';
import { checkUrl } from './navigation';
import { forgetIntent } from './pending-intent';
import { notify } from './toast';

/**
 * Where a social sign-in brings the visitor back to (decision 012). The API is always asked
 * to return to `employer/onboarding` (docs/product.md §7), and the browser leaves the app for the
 * provider; so before leaving, the tab remembers the page the visitor started on and whether an
 * action waits there (a pending intent, src/lib/pending-intent: e.g. they had pressed Apply).
 * When the code comes back, the shell takes it (once): with an action waiting it goes back to
 * that page, whose owner continues it; otherwise it lands where the API sent it. When the
 * provider sends the visitor back without a code (cancelled or failed: `?error_state=…`), the
 * shell goes back to the page they started on, in place of the return URL, and says so.
 *
 * Kept in sessionStorage: the round trip happens in the same tab, and nothing outlives it.
 * Anything unreadable, from another version, older than 30 minutes or outside the app is ignored.
 */
export interface SocialReturn {
  /** An in-app path: the page the sign-in started on (`/job/{slug}`). */
  path: string;
  /** An action waits on that page (the candidate had pressed Apply): come back there on success too. */
  apply: boolean;
}

/** The `redirect_url` every social sign-in asks the API to return to (docs/product.md §7). */
export const SOCIAL_REDIRECT_URL = 'employer/onboarding';

export const SOCIAL_RETURN_KEY = 'jb:social-return';
export const SOCIAL_RETURN_MAX_AGE_MS = 30 * 60 * 1000;
const VERSION = 1;

interface Stored {
  v: typeof VERSION;
  path: string;
  apply: boolean;
  savedAt: number;
}

export interface SocialReturnEnv extends StorageEnv {
  origin: string;
}

const browserEnv = (): SocialReturnEnv => ({
  ...browserStorageEnv('sessionStorage'),
  origin: window.location.origin,
});

/** The path itself when it is a path of this app (`/…`, same origin, no script URL); else null. */
export function inAppPath(path: string, origin: string): string | null {
  if (!path.startsWith('/')) return null; // '//host' and '/\\host' are other origins: checkUrl says so
  const check = checkUrl(path, { origin });
  return check.ok && !check.external ? check.path : null;
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.v === VERSION &&
    typeof v.path === 'string' &&
    typeof v.apply === 'boolean' &&
    typeof v.savedAt === 'number'
  );
}

/**
 * Before leaving for the provider: remember where to come back to, or (null) forget any earlier
 * target, so that a sign-in started elsewhere never lands on an old job.
 */
export function rememberSocialReturn(
  target: SocialReturn | null,
  env: SocialReturnEnv = browserEnv(),
): void {
  const { storage } = env;
  if (!storage) return;
  try {
    const path = target ? inAppPath(target.path, env.origin) : null;
    if (!target || !path) {
      if (target)
        console.error(
          `[social sign-in] not an in-app path, not kept: ${JSON.stringify(target.path)}`,
        );
      storage.removeItem(SOCIAL_RETURN_KEY);
      return;
    }
    const stored: Stored = { v: VERSION, path, apply: target.apply, savedAt: env.now() };
    storage.setItem(SOCIAL_RETURN_KEY, JSON.stringify(stored));
  } catch (error) {
    console.error('[social sign-in] the return target could not be kept', error); // the default landing stays
  }
}

/** When the tokens are back: the remembered target if it is fresh and safe; removed either way. */
export function takeSocialReturn(env: SocialReturnEnv = browserEnv()): SocialReturn | null {
  const { storage } = env;
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(SOCIAL_RETURN_KEY);
    storage.removeItem(SOCIAL_RETURN_KEY);
  } catch {
    return null;
  }
  const value = storedJson(raw);
  if (!isStored(value)) return null;
  const age = env.now() - value.savedAt;
  if (age < 0 || age > SOCIAL_RETURN_MAX_AGE_MS) return null;
  const path = inAppPath(value.path, env.origin);
  return path ? { path, apply: value.apply } : null;
}

/** What a social sign-in that came back without a code says (with the visitor back on their page). */
export const SOCIAL_CANCELLED = {
  summary: 'Sign-in was cancelled',
  detail: 'Nothing changed. You can try again, or continue with your email.',
} as const;

/**
 * A social sign-in the provider sent back without a code (`/employer/onboarding?error_state=…`,
 * the contract's startSocialSignIn): when this tab started one, the visitor goes back to the page
 * they started on (returned, for a history replace: the return URL leaves history, so Back is
 * not bounced forward by the onboarding guard), is told that sign-in was cancelled, and the
 * action they had set out to do is forgotten. Null for any other URL, or when this tab kept no
 * target (a stale or foreign return keeps the default handling).
 */
export function takeSocialFailure(url: URL, env: SocialReturnEnv = browserEnv()): string | null {
  const fragment = new URLSearchParams(url.hash.slice(1));
  if (
    url.pathname !== `/${SOCIAL_REDIRECT_URL}` ||
    !url.searchParams.has('error_state') ||
    fragment.has('code')
  )
    return null;
  const back = takeSocialReturn(env);
  if (!back) return null;
  forgetIntent();
  void notify(SOCIAL_CANCELLED.summary, {
    severity: 'info',
    detail: SOCIAL_CANCELLED.detail,
    duration: 10_000,
  });
  return back.path;
}
