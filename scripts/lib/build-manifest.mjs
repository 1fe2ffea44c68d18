import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a build keeps what is not deployed: its source maps and Vite's manifest, moved out of the
 * build folder by scripts/build-artifacts.ts (`dist` -> `dist-private`; docs/deploy.md).
 */
export function privateDirOf(dist) {
  return `${dist.replace(/[\\/]+$/, '')}-private`;
}

/** The build's manifest (`build.manifest`): chunks keyed by the module they were built from. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(privateDirOf(dist), 'manifest.json'), 'utf8'));
}

/**
 * The manifest key of the chunk that holds a source module (e.g. `src/app/routes/jobs.tsx`). A
 * chunk that holds several lazily loaded modules (merged by `experimentalMinChunkSize`, or named
 * in vite.config.ts) is keyed by its name, not by a module: then the chunk whose source map (kept
 * beside the build, not in it) lists the module.
 */
export function chunkKeyOf(dist, manifest, source) {
  if (manifest[source]) return source;
  const found = Object.entries(manifest).find(([, chunk]) => {
    const map = join(privateDirOf(dist), `${chunk.file}.map`);
    return (
      chunk.file.endsWith('.js') &&
      existsSync(map) &&
      JSON.parse(readFileSync(map, 'utf8')).sources.some((s) => s.endsWith(`/${source}`))
    );
  });
  if (!found) throw new Error(`${source} is in no chunk of the build manifest`);
  return found[0];
}
