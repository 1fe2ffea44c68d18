import { useSyncExternalStore } from 'react';
import { checkUrl } from './navigation';

/**
 * Where a social sign-in brings the candidate back to (issue 14). The API is always asked to
 * return to `employer/onboarding` (docs/product.md §7), and the browser leaves the app for the
 * provider; so before leaving, the tab remembers the page the candidate was on and whether they
 * were applying. When the tokens come back, the shell takes it (once) and goes there instead.
 *
 * Kept in sessionStorage: the round trip happens in the same tab, and nothing outlives it.
 * Anything unreadable, from another version, older than 30 minutes or outside the app is ignored.
 */
export interface SocialReturn {
  /** An in-app path (`/job/{slug}`). */
  path: string;
  /** The candidate had pressed Apply: open the application on arrival. */
  apply: boolean;
}

export const SOCIAL_RETURN_KEY = 'jb:social-return';
export const SOCIAL_RETURN_MAX_AGE_MS = 30 * 60 * 1000;
const VERSION = 1;

interface Stored {
  v: typeof VERSION;
  path: string;
  apply: boolean;
  savedAt: number;
}

export interface SocialReturnEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now: () => number;
  origin: string;
}

function browserEnv(): SocialReturnEnv {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage; // reading it throws where storage is blocked
  } catch {
    storage = null;
  }
  return { storage, now: () => Date.now(), origin: window.location.origin };
}

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
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStored(value)) return null;
  const age = env.now() - value.savedAt;
  if (age < 0 || age > SOCIAL_RETURN_MAX_AGE_MS) return null;
  const path = inAppPath(value.path, env.origin);
  return path ? { path, apply: value.apply } : null;
}

/**
 * The arrival, between the shell (which took the target and went to its page) and the page that
 * continues the application. In memory: it concerns this page load only.
 */
let arrival: SocialReturn | null = null;
const listeners = new Set<() => void>();

function setArrival(next: SocialReturn | null) {
  arrival = next;
  listeners.forEach((l) => l());
}

const pathOnly = (path: string) => path.split(/[?#]/)[0];
const applyingTo = (path: string) => arrival?.apply === true && pathOnly(arrival.path) === path;

export const socialArrival = {
  set: (target: SocialReturn | null) => setArrival(target),
  get: (): SocialReturn | null => arrival,
  clear: () => setArrival(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether the candidate came back to `path` having pressed Apply there (not yet continued). */
  isApplyingTo: applyingTo,
  /** True once, on the page the candidate came back to, when they had pressed Apply there. */
  takeApply(path: string): boolean {
    if (!applyingTo(path)) return false;
    setArrival(null);
    return true;
  },
};

/** `socialArrival.isApplyingTo(path)`, kept current. */
export function useArrivingToApply(path: string): boolean {
  const read = () => applyingTo(path);
  return useSyncExternalStore(socialArrival.subscribe, read, read);
}
