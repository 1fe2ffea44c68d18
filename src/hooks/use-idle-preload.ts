import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';
import { preloadQueue, type RouteChunk } from '@/lib/route-preload';

/**
 * Fetches the code of `chunks` once the browser is idle after this component has rendered (at
 * most 10 s later), through the route preload queue (at most 4 preloads at once), so a click that
 * needs it waits for no download. Pass module-level chunks: a new list preloads only new keys.
 */
export function useIdlePreload(chunks: readonly RouteChunk[]): void {
  useEffect(() => {
    if (chunks.length === 0) return;
    return whenIdle(() =>
      chunks.forEach((chunk) => void preloadQueue.preload(chunk.key, chunk.load)),
    );
  }, [chunks]);
}
