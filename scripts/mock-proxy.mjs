#!/usr/bin/env node
// npm run mock:proxy -- <upstream url> [--port 4010] [--contract openapi/jobboard.yaml]
//
// Checks a real backend against the contract: Prism in proxy mode listens on 127.0.0.1:<port>,
// forwards every call to <upstream> and validates request and answer against the contract.
// With --errors (always on here) a contract violation does not pass through silently:
//   - an invalid request is answered by Prism itself with 422 (not forwarded);
//   - an upstream answer that breaks the contract becomes a 500 application/problem+json with
//     type https://stoplight.io/prism/errors#VIOLATIONS, the violations in the body's
//     `validation` list and in the `sl-violations` response header (also logged here);
//   - a valid answer passes through unchanged (status, headers, body).
// Point the web app at it (VITE_API_BASE_URL=http://127.0.0.1:4010) or call it with curl.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { toolBin } from './lib/run-tool.mjs';

const USAGE =
  'usage: npm run mock:proxy -- <upstream url, e.g. http://127.0.0.1:8000> [--port 4010] [--contract <file>]';

function usage(message) {
  console.error(`mock:proxy: ${message}\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', short: 'p', default: '4010' },
      contract: { type: 'string', default: 'openapi/jobboard.yaml' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  usage(error.message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) usage('expected exactly one upstream URL');
const [upstream] = positionals;
let upstreamUrl;
try {
  upstreamUrl = new URL(upstream);
} catch {
  usage(`not a URL: ${upstream}`);
}
if (!['http:', 'https:'].includes(upstreamUrl.protocol))
  usage(`upstream must be http(s): ${upstream}`);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) usage(`not a port: ${values.port}`);
const contract = resolve(values.contract);
if (!existsSync(contract)) usage(`contract not found: ${values.contract}`);

console.log(
  `mock:proxy: http://127.0.0.1:${port} -> ${upstream}, checked against ${values.contract}\n` +
    'mock:proxy: a contract violation is answered as 500 (problem+json, sl-violations header); Ctrl+C stops',
);
const prism = spawn(
  process.execPath,
  [
    toolBin('@stoplight/prism-cli', 'prism'),
    'proxy',
    '--errors',
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    contract,
    upstream,
  ],
  { stdio: 'inherit' },
);

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  prism.kill(signal);
  setTimeout(() => prism.kill('SIGKILL'), 3000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
prism.on('error', (error) => {
  console.error(`mock:proxy: cannot start Prism: ${error.message}`);
  process.exit(1);
});
prism.on('exit', (code, signal) => {
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
