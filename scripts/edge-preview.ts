import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { createEdgeHandler, isEdgePath, type AssetFetcher, type EdgeEnv } from '../edge/handler';
import { EDGE_BUILD_FILE, type EdgeBuild } from './edge-build';
import { headersFor, parseHeadersFile } from './lib/csp';

/**
 * The edge handler (edge/handler.ts) in Node: `vite preview`, and so every e2e test, answers
 * /job/:slug, /sitemap.xml and /robots.txt with the same module the host runs in front of the
 * build (docs/deploy.md, the edge handler). The adapter turns Node's request into a Web Request and the Response back;
 * the built files are read from the build folder, the security headers from its `_headers`
 * (the ones the build put into dist/_worker.js), the API is the one the build was made for
 * (its _edge.json) unless API_BASE_URL is set, and APP_ORIGIN is the request's origin unless set.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** The build folder as Cloudflare's ASSETS binding serves it: `/x` is x.html when there is one. */
export function buildFolderAssets(outDir: string): AssetFetcher {
  const root = resolve(outDir);
  return {
    async fetch(request) {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url).pathname);
      } catch {
        return new Response('Bad request', { status: 400 });
      }
      const candidates = [pathname, `${pathname}.html`].map((p) => resolve(root, `.${p}`));
      const file = candidates.find(
        (full) =>
          (full === root || full.startsWith(root + sep)) && existsSync(full) && extname(full),
      );
      if (!file) return new Response('Not found', { status: 404 });
      return new Response(await readFile(file), {
        headers: { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' },
      });
    },
  };
}

/** Node's request as a Web Request (GET and HEAD only: the handler answers nothing else). */
function webRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  return new Request(url, { method: req.method, headers });
}

async function sendResponse(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/** The build's own settings for the handler (scripts/edge-build.ts), when it wrote them. */
async function builtEdge(outDir: string): Promise<Partial<EdgeBuild>> {
  const file = join(outDir, EDGE_BUILD_FILE);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as EdgeBuild) : {};
}

export function edgePreview(): Plugin {
  return {
    name: 'jobboard-edge-preview',
    // Before the preview's own middlewares (the prerendered pages' mapping, the static files).
    enforce: 'pre',
    apply: (_, env) => Boolean(env.isPreview),
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const env = {
        ASSETS: buildFolderAssets(outDir),
        API_BASE_URL: process.env.API_BASE_URL,
        APP_ORIGIN: process.env.APP_ORIGIN,
      } satisfies EdgeEnv;
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !isEdgePath(pathname)) return next();
        void (async () => {
          // Read per request, as scripts/security-headers.ts does: a new build brings its own.
          const file = join(outDir, '_headers');
          const securityHeaders = existsSync(file)
            ? headersFor(parseHeadersFile(await readFile(file, 'utf8')), pathname)
            : {};
          const { apiBaseUrl } = await builtEdge(outDir);
          const response = await createEdgeHandler({ securityHeaders, apiBaseUrl }).fetch(
            webRequest(req),
            env,
          );
          await sendResponse(res, response);
        })().catch((error: unknown) => {
          // Logged here; the browser gets a plain 500, never the stack (absolute paths of this
          // machine) that connect's final handler would print.
          server.config.logger.error(`edge preview: ${String(error)}`);
          if (res.headersSent) return void res.end();
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Internal Server Error');
        });
      });
    },
  };
}
