import { useSyncExternalStore } from 'react';
import { zGetPublicJobPath, zJobListItem } from '@generated/zod.gen';
import { paths } from '@/config/paths';
import { browserStorageEnv, storedJson, type StorageEnv } from '@/lib/browser-storage';

/**
 * The pending intent (docs/decisions/012, rule 1): what a signed-out visitor set out to do when
 * the app asked them to sign in ("apply to job X"), kept in `localStorage` under one key so that
 * it outlives the tab: the magic link opens in a new tab, social sign-in reloads the page, and the
 * first tab may be left on "Check your email". The page that owns the action (`intentPage`)
 * consumes it with `takeIntent` once it sees a candidate session; it is used once.
 *
 * Plain data, never a token. Anything unreadable, of an unknown kind or target, written in the
 * future or older than an hour is ignored (and dropped when someone tries to take it).
 *
 * A kind is one entry of `KINDS`: the target's rule and the page that owns the action (given the
 * in-app path the action started on, `from`, when one was recorded).
 */
const KINDS = {
  apply: {
    /** A job slug, by the contract's own rule. */
    valid: (target: string) => zGetPublicJobPath.shape.jobSlug.safeParse(target).success,
    page: (target: string, _from?: string) => paths.job(target),
  },
  /**
   * Save a job (saved jobs): the target is the job's id (saveJob's path rule). A Save
   * toggle sits on every job card, so the page is the one the click was on (/jobs with its search,
   * home, a job page); the save itself is taken by whichever page sees the candidate session.
   */
  save: {
    // A job's id by the contract's rule (the job card's schema, which every first load has already).
    valid: (target: string) => zJobListItem.shape.id.safeParse(target).success,
    page: (_target: string, from?: string) => from ?? paths.jobs(),
  },
  /** Create a job alert: the /jobs search's query string (no fragment, no spaces). */
  alert: {
    valid: (target: string) => target.length <= 2000 && !/[#\s]/.test(target),
    page: (target: string) => paths.jobs(target),
  },
} as const;

export type IntentKind = keyof typeof KINDS;

export interface PendingIntent {
  kind: IntentKind;
  /** What the action is about (a job's slug). */
  target: string;
  /** When it was recorded (ms since the epoch). */
  at: number;
  /** The in-app path the action started on, when the kind keeps it (`save`). */
  from?: string;
}

export const PENDING_INTENT_KEY = 'jb:pending-intent';
export const PENDING_INTENT_MAX_AGE_MS = 60 * 60 * 1000;
/** Clocks of two tabs agree; a little skew is tolerated, an intent from the future is not. */
const FUTURE_SKEW_MS = 60 * 1000;

export type IntentEnv = StorageEnv;

const browserEnv = (): IntentEnv => browserStorageEnv('localStorage');

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** A path of this app (`/jobs?q=x`), never another origin (`//host`, `/\\host`). */
function isInAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2048 && /^\/(?![/\\])/.test(value);
}

function isKind(value: unknown): value is IntentKind {
  return typeof value === 'string' && Object.hasOwn(KINDS, value);
}

/** The stored value when it is an intent of this app, fresh; else null. */
function parse(raw: string | null, now: number): PendingIntent | null {
  const value = storedJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { kind, target, at, from } = value as Record<string, unknown>;
  if (!isKind(kind) || typeof target !== 'string' || !KINDS[kind].valid(target)) return null;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  const age = now - at;
  if (age < -FUTURE_SKEW_MS || age > PENDING_INTENT_MAX_AGE_MS) return null;
  return isInAppPath(from) ? { kind, target, at, from } : { kind, target, at };
}

function readRaw(env: IntentEnv): string | null {
  try {
    return env.storage?.getItem(PENDING_INTENT_KEY) ?? null;
  } catch {
    return null;
  }
}

function remove(env: IntentEnv): void {
  try {
    env.storage?.removeItem(PENDING_INTENT_KEY);
  } catch {
    // storage went away: nothing is kept either
  }
}

/**
 * Before sign-in starts: remember what the visitor set out to do (replacing any earlier intent).
 * Returns whether it was kept (false where storage is blocked, or for a target the kind refuses).
 */
export function recordIntent(
  kind: IntentKind,
  target: string,
  env = browserEnv(),
  from?: string,
): boolean {
  if (!KINDS[kind].valid(target) || !env.storage) return false;
  const intent: PendingIntent = {
    kind,
    target,
    at: env.now(),
    ...(isInAppPath(from) ? { from } : {}),
  };
  try {
    env.storage.setItem(PENDING_INTENT_KEY, JSON.stringify(intent));
  } catch (error) {
    console.error('[intent] the pending action could not be kept', error);
    return false;
  }
  emit();
  return true;
}

/** The pending intent, when there is a fresh one of this app; nothing is changed. */
export function readIntent(env = browserEnv()): PendingIntent | null {
  return parse(readRaw(env), env.now());
}

/**
 * Consumes the intent when it is fresh and is exactly `kind` on `target`: returns true once, and
 * it is gone (for every tab). A stale or foreign one is dropped; a fresh one for another target
 * stays for its own page.
 */
export function takeIntent(kind: IntentKind, target: string, env = browserEnv()): boolean {
  const raw = readRaw(env);
  if (raw === null) return false;
  const intent = parse(raw, env.now());
  if (intent && (intent.kind !== kind || intent.target !== target)) return false;
  remove(env);
  emit();
  return intent !== null;
}

/** Forgets any pending intent (the visitor gave up, or the account cannot take the action). */
export function forgetIntent(env = browserEnv()): void {
  if (readRaw(env) === null) return;
  remove(env);
  emit();
}

/** The in-app path of the page that owns the action (where sign-in should come back to). */
export function intentPage(intent: Pick<PendingIntent, 'kind' | 'target' | 'from'>): string {
  return KINDS[intent.kind].page(intent.target, intent.from);
}

/**
 * Listens for changes of the intent: this tab's (record, take, forget) and other tabs' (the
 * browser's `storage` event, fired in every other tab of the origin).
 */
export function subscribeToIntent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PENDING_INTENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a fresh intent `kind` on `target` is pending, kept current across tabs. */
export function usePendingIntent(kind: IntentKind, target: string): boolean {
  const read = () => {
    const intent = readIntent();
    return intent !== null && intent.kind === kind && intent.target === target;
  };
  return useSyncExternalStore(subscribeToIntent, read, () => false);
}
