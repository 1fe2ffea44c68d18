import type { StorageEnv } from '@/lib/browser-storage';

/**
 * A `StorageEnv` for tests (src/lib/browser-storage): storage kept in a Map the test reads, and a
 * clock the test moves (`clock.now`).
 */
export function memoryStorageEnv(start = 1_700_000_000_000) {
  const store = new Map<string, string>();
  const clock = { now: start };
  const env: StorageEnv = {
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    },
    now: () => clock.now,
  };
  return { env, store, clock };
}

/** Storage that refuses every call, as a browser may (denied, quota exceeded). */
export const throwingStorage: StorageEnv['storage'] = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};
