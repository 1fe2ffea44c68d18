/**
 * The browser's storage as the modules that keep small state in it take it (pending intent,
 * social return, social sign-in's PKCE): the storage, or null where the browser blocks it (reading
 * `window.localStorage` / `window.sessionStorage` throws then), and a clock. One place, so each of
 * them does without storage the same way (tests pass their own env: src/test/memory-storage), and
 * reads back what it stored the same way (`storedJson`).
 */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StorageEnv {
  storage: KeyValueStorage | null;
  now: () => number;
}

/** The browser's `localStorage` or `sessionStorage`, null where it is blocked, with the clock. */
export function browserStorageEnv(kind: 'localStorage' | 'sessionStorage'): StorageEnv {
  let storage: KeyValueStorage | null = null;
  try {
    storage = window[kind]; // reading it throws where storage is blocked
  } catch {
    storage = null;
  }
  return { storage, now: () => Date.now() };
}

/** A stored text read back as JSON: its value, or undefined when nothing was stored or it is not JSON. */
export function storedJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
