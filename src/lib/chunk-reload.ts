/**
 * When a lazily loaded chunk fails (usually: a new deployment removed the old files), reload the
 * page once. A per-path guard of 10,000 ms stops a reload loop when the chunk is really gone.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'jb:chunk-reload:';

export interface ChunkReloadEnv {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  path: () => string;
}

const browserEnv = (): ChunkReloadEnv => ({
  now: () => Date.now(),
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  path: () => window.location.pathname,
});

/** Reloads unless this path already reloaded for a chunk error within the guard; returns whether it did. */
export function reloadOnceForChunkError(env: ChunkReloadEnv = browserEnv()): boolean {
  const key = KEY_PREFIX + env.path();
  const last = Number(env.storage.getItem(key) ?? 0);
  if (last && env.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  env.storage.setItem(key, String(env.now()));
  env.reload();
  return true;
}

/** Wraps a dynamic import: on failure reload once (guarded); if the guard holds, rethrow. */
export function withChunkReload<T>(load: () => Promise<T>, env?: () => ChunkReloadEnv): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (reloadOnceForChunkError(env?.())) {
        // The page is going away; never settle, so no error screen flashes before the reload.
        return new Promise<T>(() => {});
      }
      throw error;
    });
}
