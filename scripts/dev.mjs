#!/usr/bin/env node
// npm run dev [-- <vite args>]: the local backend (scripts/mock.mjs) and Vite together, one
// command; arguments go to Vite (`npm run dev -- --port 5180`). MOCK_PORT moves the backend and
// the app's API base URL with it (vite.config.ts); PORT moves Vite too.
import { join } from 'node:path';
import concurrently from 'concurrently';
import { root } from './lib/prism.mjs';

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);
// Emailed links point at the configured web-app origin only (docs/backend-guide.md, "Security"): Vite's, `--port` included.
const args = process.argv.slice(2);
const portArg =
  args.find((a, i) => args[i - 1] === '--port') ??
  /^--port=(\d+)$/.exec(args.find((a) => a.startsWith('--port=')) ?? '')?.[1];
const webPort = Number(portArg ?? process.env.PORT) || 5173;
const { result } = concurrently(
  [
    {
      command: 'node scripts/mock.mjs',
      name: 'mock',
      prefixColor: 'blue',
      env: { MOCK_APP_ORIGIN: process.env.MOCK_APP_ORIGIN ?? `http://localhost:${webPort}` },
    },
    // Vite by path: this also works as `node scripts/dev.mjs`, not only through npm (which puts .bin on PATH).
    {
      command: [join(root, 'node_modules', '.bin', 'vite'), ...process.argv.slice(2)]
        .map(quote)
        .join(' '),
      name: 'web',
      prefixColor: 'green',
    },
  ],
  { killOthersOn: ['failure', 'success'], cwd: root },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
