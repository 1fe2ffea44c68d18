import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { headersFor, parseHeadersFile } from './lib/csp';

/**
 * `vite preview` serves the build with the headers its `_headers` file gives (as Netlify and
 * Cloudflare Pages do), so every e2e test runs under the site's Content-Security-Policy and
 * Trusted Types (docs/deploy.md; the file is written by `vite build`: scripts/prerender.ts).
 */
export function securityHeadersPreview(): Plugin {
  return {
    name: 'jobboard-security-headers',
    apply: (_, env) => Boolean(env.isPreview),
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), '_headers');
      server.middlewares.use((req, res, next) => {
        // Read per request: a build written while the server runs is served with its own headers.
        if (existsSync(file)) {
          const rules = parseHeadersFile(readFileSync(file, 'utf8'));
          const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
          for (const [name, value] of Object.entries(headersFor(rules, pathname)))
            res.setHeader(name, value);
        }
        next();
      });
    },
  };
}
