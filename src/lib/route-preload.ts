import { createPreloadQueue } from './preload-queue';

/**
 * Link-driven route preloading: a link asks for its route's chunk on hover, focus or when it
 * scrolls into view; at most 4 preloads run at once (docs/product.md §1).
 */
export interface RouteChunk {
  key: string;
  load: () => Promise<unknown>;
}

/**
 * The one queue of preloads: routes' chunks (here) and the code a click will need that is not a
 * route's, a dialog (hooks/use-idle-preload.ts): the cap counts both, and each key loads once.
 */
export const preloadQueue = createPreloadQueue();
let resolveChunks: (path: string) => RouteChunk[] = () => [];

/** The app tells this module how a path maps to route chunks. */
export function setRouteChunkResolver(resolver: (path: string) => RouteChunk[]): void {
  resolveChunks = resolver;
}

export function preloadRoute(path: string): Promise<void> {
  return Promise.all(
    resolveChunks(path).map((chunk) => preloadQueue.preload(chunk.key, chunk.load)),
  ).then(() => undefined);
}
