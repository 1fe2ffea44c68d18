#!/usr/bin/env node
// The last step of `npm test`: the unit suite (vitest) and the e2e suite (Playwright) side by side.
// The e2e builds come first (they need the CPU); then Playwright, which mostly waits on the browser
// and the servers, runs beside vitest held to one worker, so the two share the 2-core CI machine
// instead of taking turns. `npm run test:unit` and `npm run test:e2e` still run each alone.
import { spawnSync } from 'node:child_process';
import { sideBySide } from './lib/side-by-side.mjs';

const started = Date.now();
const build = spawnSync('node', ['scripts/e2e.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BUILD: 'only' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const code = await sideBySide([
  { command: 'npx', args: ['vitest', 'run', '--maxWorkers=1'] },
  { command: 'node', args: ['scripts/e2e.mjs'], env: { ...process.env, E2E_BUILD: 'skip' } },
]);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\nunit + e2e: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min`);
process.exit(code);
