import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Emits builds/latest.json and builds/meta/{buildId}.json (shapes: BuildLatest and BuildMeta in
 * the contract) and exposes the id to the app as __BUILD_ID__, so a running app can tell that a
 * newer build was deployed.
 */
export function buildMetadata(): Plugin {
  const id = process.env.BUILD_ID ?? randomUUID();
  const timestamp = Date.now();
  return {
    name: 'jobboard-build-metadata',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id, timestamp }),
      });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify({
          id,
          timestamp,
          // No server route rules yet; the static site prerenders nothing.
          matcher: { static: {}, wildcard: {}, dynamic: {} },
          prerendered: [],
        }),
      });
    },
  };
}
