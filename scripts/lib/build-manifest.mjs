import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's manifest (`build.manifest`): chunks keyed by the module they were built from. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The manifest key of the chunk that holds a source module (e.g. `src/app/routes/jobs.tsx`). A
 * chunk that holds several lazily loaded modules (merged by `experimentalMinChunkSize`, or named
 * in vite.config.ts) is keyed by its name, not by a module: then the chunk whose source map lists
 * the module.
 */
export function chunkKeyOf(dist, manifest, source) {
  if (manifest[source]) return source;
  const found = Object.entries(manifest).find(([, chunk]) => {
    const map = join(dist, `${chunk.file}.map`);
    return (
      chunk.file.endsWith('.js') &&
      existsSync(map) &&
      JSON.parse(readFileSync(map, 'utf8')).sources.some((s) => s.endsWith(`/${source}`))
    );
  });
  if (!found) throw new Error(`${source} is in no chunk of the build manifest`);
  return found[0];
}
