/**
 * The edge handler as the host runs it (docs/deploy.md): `vite build` bundles this file into
 * dist/_worker.js (scripts/edge-build.ts), with EDGE_BUILD replaced by what the build knows: the
 * security headers (the same dist/_headers holds) and the API base URL it was made for.
 * Cloudflare Pages runs a `_worker.js` in front of the files it serves; a Worker with static
 * assets names it as `main`. Environment: API_BASE_URL (the build's when unset), APP_ORIGIN, and
 * the ASSETS binding.
 */
import { createEdgeHandler } from './handler';

declare const EDGE_BUILD: { securityHeaders: Record<string, string>; apiBaseUrl: string };

export default createEdgeHandler(EDGE_BUILD);
