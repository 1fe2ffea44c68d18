import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';

/**
 * The edge handler (edge/worker.ts) as one ES module for the Workers runtime, with the site's
 * security headers and the build's API base URL built in (docs/deploy.md, the edge handler). `vite build` writes it to dist/_worker.js after the
 * headers (scripts/prerender.ts); the Workers-runtime test loads the same bundle into Miniflare.
 * Vite's own SSR build for a web worker target: everything bundled, nothing from Node.
 */
const EDGE_ENTRY = 'edge/worker.ts';
export const EDGE_BUNDLE = '_worker.js';
/** What the build gives the handler, as JSON beside it (the preview's Node adapter reads it). */
export const EDGE_BUILD_FILE = '_edge.json';

export interface EdgeBuild {
  /** The security headers of every answer (dist/_headers' values). */
  securityHeaders: Readonly<Record<string, string>>;
  /** The API the build was made for (VITE_API_BASE_URL): used when API_BASE_URL is not set. */
  apiBaseUrl: string;
}

export async function bundleEdge(root: string, edge: EdgeBuild): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    resolve: {
      alias: {
        '@': resolve(root, 'src'),
        '@generated': resolve(root, 'generated'),
      },
    },
    define: { EDGE_BUILD: JSON.stringify(edge) },
    ssr: { target: 'webworker', noExternal: true },
    build: {
      ssr: resolve(root, EDGE_ENTRY),
      write: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        output: { format: 'es', inlineDynamicImports: true },
        // zod's comments that Rollup cannot place and react-router's "use client" (its code is
        // not in the bundle: src/config/paths' patterns are): harmless, and said for every build.
        onwarn(warning, warn) {
          if (warning.code !== 'INVALID_ANNOTATION' && warning.code !== 'MODULE_LEVEL_DIRECTIVE')
            warn(warning);
        },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunk = outputs
    .flatMap((o) => o.output)
    .find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry);
  if (!chunk) throw new Error('edge: the bundle has no entry chunk');
  return chunk.code;
}
