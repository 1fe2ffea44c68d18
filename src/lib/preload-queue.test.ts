import { describe, expect, it, vi } from 'vitest';
import { createPreloadQueue, MAX_PARALLEL_PRELOADS } from './preload-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('route preload queue', () => {
  it('runs at most 4 preloads at once and starts the next as one finishes', async () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 7 }, () => deferred());
    const started = loads.map(() => vi.fn());
    loads.forEach((d, i) =>
      queue.preload(`route-${i}`, () => {
        started[i]!();
        return d.promise;
      }),
    );

    expect(started.filter((s) => s.mock.calls.length > 0)).toHaveLength(4);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(3);

    loads[0]!.resolve();
    await tick();
    expect(started[4]).toHaveBeenCalledTimes(1);
    expect(queue.running).toBe(4);

    loads[1]!.reject(new Error('chunk missing')); // a failure frees its slot too
    await tick();
    expect(started[5]).toHaveBeenCalledTimes(1);
    expect(started[6]).not.toHaveBeenCalled();

    loads.slice(2).forEach((d) => d.resolve());
    await tick();
    await tick();
    expect(started[6]).toHaveBeenCalledTimes(1);
    expect(queue.running).toBe(0);
  });

  it('preloads each key once', async () => {
    const queue = createPreloadQueue();
    const load = vi.fn(() => Promise.resolve());
    await Promise.all([queue.preload('jobs', load), queue.preload('jobs', load)]);
    await queue.preload('jobs', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed preload be tried again', async () => {
    const queue = createPreloadQueue();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    await queue.preload('jobs', load);
    await queue.preload('jobs', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
