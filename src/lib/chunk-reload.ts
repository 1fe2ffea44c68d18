/**
 * When a lazily loaded chunk fails (usually: a new deployment removed the old files), reload the
 * page once. A per-path guard of 10,000 ms stops a reload loop when the chunk is really gone.
 *
 * During a client-side navigation the address bar still shows the page being left, so the
 * router reports where it is going (setNavigationTarget): the guard is keyed by, and the reload
 * goes to, the page that failed to load.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'jb:chunk-reload:';

let navigationTarget: string | null = null;
let reloading = false;

/** The URL (path + search + hash) the router is navigating to; null when idle. */
export function setNavigationTarget(url: string | null): void {
  navigationTarget = url;
}

export interface ChunkReloadEnv {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Full page load of `url`. */
  load: (url: string) => void;
  /** The URL that is being loaded (navigation target, else the current location). */
  target: () => string;
}

const browserEnv = (): ChunkReloadEnv => ({
  now: () => Date.now(),
  storage: window.sessionStorage,
  load: (url) => window.location.assign(url),
  target: () =>
    navigationTarget ??
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
});

/** Loads the target page afresh unless its path already did so within the guard; returns whether it did. */
export function reloadOnceForChunkError(env: ChunkReloadEnv = browserEnv()): boolean {
  const url = env.target();
  const key = KEY_PREFIX + (url.split(/[?#]/)[0] || '/');
  const last = Number(env.storage.getItem(key) ?? 0);
  if (last && env.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  env.storage.setItem(key, String(env.now()));
  reloading = true;
  env.load(url);
  return true;
}

/** For tests. */
export function resetChunkReloadState(): void {
  reloading = false;
  navigationTarget = null;
}

/** Wraps a dynamic import: on failure reload once (guarded); if the guard holds, rethrow. */
export function withChunkReload<T>(
  load: () => Promise<T>,
  env?: () => ChunkReloadEnv,
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      console.error('[app] a part of the app failed to load', error);
      // The loader and the lazy component share an import: the reload is already under way.
      if (reloading || reloadOnceForChunkError(env?.())) {
        // The page is going away; never settle, so no error screen flashes before the reload.
        return new Promise<T>(() => {});
      }
      throw error;
    });
}
