import { createPreloadQueue } from './preload-queue';

/**
 * Link-driven route preloading: a link asks for its route's chunk on hover, focus or when it
 * scrolls into view; at most 4 preloads run at once (docs/product.md §1).
 */
export interface RouteChunk {
  key: string;
  load: () => Promise<unknown>;
}

const queue = createPreloadQueue();
let resolveChunks: (path: string) => RouteChunk[] = () => [];

/** The app tells this module how a path maps to route chunks. */
export function setRouteChunkResolver(resolver: (path: string) => RouteChunk[]): void {
  resolveChunks = resolver;
}

/**
 * Preloads code a click will need that is not a route's (a dialog), through the same queue: the
 * cap of 4 counts route and click preloads together, and each key loads once.
 */
export function preloadChunk(chunk: RouteChunk): Promise<void> {
  return queue.preload(chunk.key, chunk.load);
}

export function preloadRoute(path: string): Promise<void> {
  return Promise.all(resolveChunks(path).map((chunk) => queue.preload(chunk.key, chunk.load))).then(
    () => undefined,
  );
}
