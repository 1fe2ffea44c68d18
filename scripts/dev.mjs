#!/usr/bin/env node
// npm run dev [-- <vite args>]: the local backend (scripts/mock.mjs) and Vite together, one
// command; arguments go to Vite (`npm run dev -- --port 5180`). MOCK_PORT moves the backend and
// the app's API base URL with it (vite.config.ts); PORT moves Vite too.
import concurrently from 'concurrently';

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);
const { result } = concurrently(
  [
    { command: 'node scripts/mock.mjs', name: 'mock', prefixColor: 'blue' },
    { command: ['vite', ...process.argv.slice(2).map(quote)].join(' '), name: 'web', prefixColor: 'green' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
