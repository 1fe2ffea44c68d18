/**
 * The edge handler as the host runs it (docs/deploy.md): `vite build` bundles this file into
 * dist/_worker.js (scripts/edge-build.ts), with the build's security headers in place of
 * EDGE_SECURITY_HEADERS, the same headers dist/_headers holds. Cloudflare Pages runs a
 * `_worker.js` in front of the files it serves; a Worker with static assets names it as `main`.
 * Environment: API_BASE_URL (required), APP_ORIGIN, and the ASSETS binding.
 */
import { createEdgeHandler } from './handler';

declare const EDGE_SECURITY_HEADERS: Record<string, string>;

export default createEdgeHandler({ securityHeaders: EDGE_SECURITY_HEADERS });
