/**
 * Route preloading with a cap on parallel work (docs/product.md §1: at most 4 route preloads in parallel).
 * Each key is preloaded once; later requests for it share the first promise.
 */
export const MAX_PARALLEL_PRELOADS = 4;

export function createPreloadQueue(limit = MAX_PARALLEL_PRELOADS) {
  const started = new Map<string, Promise<void>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  const next = () => {
    if (running >= limit) return;
    const start = waiting.shift();
    if (start) start();
  };

  return {
    /** Queues `load` under `key` unless that key was already queued. */
    preload(key: string, load: () => Promise<unknown>): Promise<void> {
      const existing = started.get(key);
      if (existing) return existing;
      const promise = new Promise<void>((resolve) => {
        waiting.push(() => {
          running += 1;
          load()
            .catch(() => {
              // A failed preload is retried by the real navigation, which reports errors.
              started.delete(key);
            })
            .finally(() => {
              running -= 1;
              resolve();
              next();
            });
        });
      });
      started.set(key, promise);
      next();
      return promise;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
