import { chunkKeyOf, readManifest } from '../../scripts/lib/build-manifest.mjs';

const dist = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * The URL path of the built chunk that holds a source module (`src/app/routes/about-us.tsx`):
 * chunk files are named by their hash only, so the build's private manifest says which file it is
 * (scripts/lib/build-manifest.mjs).
 */
export function chunkPath(source: string): string {
  const manifest = readManifest(dist) as Record<string, { file: string }>;
  return `/${manifest[chunkKeyOf(dist, manifest, source)]!.file}`;
}

/** A `page.route` / request matcher for that chunk. */
export function chunkUrl(source: string): (url: URL) => boolean {
  const path = chunkPath(source);
  return (url) => url.pathname === path;
}
