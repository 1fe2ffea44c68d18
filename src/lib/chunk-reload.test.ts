import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  reloadOnceForChunkError,
  resetChunkReloadState,
  withChunkReload,
  type ChunkReloadEnv,
} from './chunk-reload';

function fakeEnv(start = 1_000_000) {
  const store = new Map<string, string>();
  const env = {
    clock: start,
    target: '/about-us',
    loads: [] as string[],
  };
  const api: ChunkReloadEnv = {
    now: () => env.clock,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    load: (url) => void env.loads.push(url),
    target: () => env.target,
  };
  return { env, api, store };
}

afterEach(() => resetChunkReloadState());

describe('reload once per path for a chunk error', () => {
  it('guards a path for 10,000 ms', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    const { env, api } = fakeEnv();
    expect(reloadOnceForChunkError(api)).toBe(true);
    expect(env.loads).toEqual(['/about-us']);

    env.clock += 9_999;
    expect(reloadOnceForChunkError(api)).toBe(false);
    expect(env.loads).toHaveLength(1);

    env.clock += 2; // 10,001 ms after the first reload
    expect(reloadOnceForChunkError(api)).toBe(true);
    expect(env.loads).toHaveLength(2);
  });

  it('keys the guard by path (query and hash ignored), so another page may still reload', () => {
    const { env, api } = fakeEnv();
    env.target = '/jobs?search=react#top';
    expect(reloadOnceForChunkError(api)).toBe(true);
    env.target = '/jobs?search=vue';
    expect(reloadOnceForChunkError(api)).toBe(false);
    env.target = '/profile';
    expect(reloadOnceForChunkError(api)).toBe(true);
    expect(env.loads).toEqual(['/jobs?search=react#top', '/profile']);
  });
});

describe('withChunkReload', () => {
  it('reloads on the first failure and never settles, then rethrows while guarded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env, api } = fakeEnv();
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    const first = withChunkReload(failing, () => api)();
    const settled = vi.fn();
    first.then(settled, settled);
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).not.toHaveBeenCalled();
    expect(env.loads).toEqual(['/about-us']);

    // A new page load within the guard: the error surfaces instead of a second reload.
    resetChunkReloadState();
    await expect(withChunkReload(failing, () => api)()).rejects.toThrow('Failed to fetch');
    expect(env.loads).toHaveLength(1);
  });

  it('passes a successful import through', async () => {
    const { api, env } = fakeEnv();
    await expect(
      withChunkReload(
        () => Promise.resolve('module'),
        () => api,
      )(),
    ).resolves.toBe('module');
    expect(env.loads).toEqual([]);
  });
});
