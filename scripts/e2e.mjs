#!/usr/bin/env node
// Builds the app against the e2e API mock port, then runs Playwright (extra args pass through:
// `npm run test:e2e -- e2e/jobs.spec.ts`). E2E_API_PORT, E2E_PREVIEW_PORT and E2E_OUT_DIR move
// the ports and the build folder.
import { spawnSync } from 'node:child_process';

const apiPort = process.env.E2E_API_PORT ?? '4010';
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
// The CSP's storage origins: the local backend's (port + 1, + 2) and the CDN the contract's
// examples name for logos and photos, which example-based sessions and `Prefer` answers show.
const storage = [1, 2].map((offset) => `http://127.0.0.1:${Number(apiPort) + offset}`);
const env = {
  ...process.env,
  VITE_API_BASE_URL: `http://127.0.0.1:${apiPort}`,
  VITE_STORAGE_ORIGIN: [...storage, 'https://cdn.jobboard.example'].join(' '),
};

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// esbuild's minifier: the e2e build needs to behave like production, not to be Terser's 4% smaller,
// and it builds in about half the time (npm run build and npm run size keep Terser).
run('npx', [
  'vite',
  'build',
  '--outDir',
  outDir,
  '--emptyOutDir',
  '--logLevel',
  'error',
  '--minify',
  'esbuild',
]);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
