#!/usr/bin/env node
// Builds the app against the e2e API mock port, then runs Playwright (extra args pass through:
// `npm run test:e2e -- e2e/jobs.spec.ts`). E2E_API_PORT, E2E_PREVIEW_PORT and E2E_OUT_DIR move
// the ports and the build folder.
//
// E2E_SHARDS=N (default 2 for a whole-suite run, 1 when arguments name specs) splits the suite
// into N Playwright shards run side by side, each with its own local backend, build and preview
// (ports moved by 100 per shard): one run spends most of its time waiting on the browser and
// the servers, not on the CPU (12.3 min of wall clock for 4.2 min of CPU on a 2-core machine).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { retrySection } from './lib/retried-tests.mjs';
import { sideBySide } from './lib/side-by-side.mjs';

const basePort = Number(process.env.E2E_API_PORT ?? '4010');
const basePreview = Number(process.env.E2E_PREVIEW_PORT ?? '4173');
const baseOut = process.env.E2E_OUT_DIR ?? 'dist';
const args = process.argv.slice(2);
const shards = Number(process.env.E2E_SHARDS ?? (args.length === 0 ? 2 : 1));

function shardEnv(index) {
  const apiPort = basePort + index * 100;
  // The CSP's storage origins: the local backend's (port + 1, + 2) and the CDN the contract's
  // examples name for logos and photos, which example-based sessions and `Prefer` answers show.
  const storage = [1, 2].map((offset) => `http://127.0.0.1:${apiPort + offset}`);
  return {
    ...process.env,
    E2E_API_PORT: String(apiPort),
    E2E_PREVIEW_PORT: String(basePreview + index * 100),
    E2E_OUT_DIR: index === 0 ? baseOut : `${baseOut}-shard${index + 1}`,
    E2E_JUNIT: `reports/e2e-junit${shards > 1 ? `-${index + 1}` : ''}.xml`,
    E2E_JSON: `reports/e2e-results${shards > 1 ? `-${index + 1}` : ''}.json`,
    VITE_API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    VITE_STORAGE_ORIGIN: [...storage, 'https://cdn.jobboard.example'].join(' '),
  };
}

const envs = Array.from({ length: shards }, (_, index) => shardEnv(index));

// esbuild's minifier: the e2e build needs to behave like production, not to be Terser's 4% smaller,
// and it builds in about half the time (npm run build and npm run size keep Terser).
for (const env of envs) {
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      env.E2E_OUT_DIR,
      '--emptyOutDir',
      '--logLevel',
      'error',
      '--minify',
      'esbuild',
    ],
    { stdio: 'inherit', env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The JSON reports (written on CI) of this run only: a previous run's must not be read as this one's.
for (const env of envs) rmSync(env.E2E_JSON, { force: true });

const code = await sideBySide(
  envs.map((env, index) => ({
    command: 'npx',
    args: [
      'playwright',
      'test',
      ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []),
      ...args,
    ],
    env,
  })),
);
// Tests that failed and then passed on CI's retry: listed with file and line, the run stays green
// (docs/testing.md: a flaky test is fixed or quarantined with a reason, never left to the retry).
if (process.env.CI) console.log(`\n${retrySection(envs.map((env) => env.E2E_JSON))}\n`);
process.exit(code);
