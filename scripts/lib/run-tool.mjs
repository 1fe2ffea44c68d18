// Small helpers shared by the contract tooling scripts (contract-diff, build-docs, mock-proxy):
// where the repo is, where an installed CLI's entry file is, and running a CLI with a hard
// timeout so that nothing can hang (offline CI must never wait on a network call).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(repoRoot, 'package.json'));

/** Absolute path of the JS entry of an installed package's CLI (run it with process.execPath). */
export function toolBin(pkg, binName) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const rel = typeof bin === 'string' ? bin : bin?.[binName];
  if (!rel) throw new Error(`${pkg} has no bin named ${binName}`);
  return join(dirname(manifestPath), rel);
}

/**
 * Runs `node <script> ...args` and collects its output. Never rejects for a non-zero exit: the
 * caller reads `code`. On timeout the child is killed (SIGTERM, then SIGKILL) and `timedOut` is
 * true.
 * @param {string} script
 * @param {string[]} args
 * An aborted `signal` kills the child too.
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv, timeoutMs?: number, signal?: AbortSignal}} [options]
 * @returns {Promise<{code: number|null, signal: NodeJS.Signals|null, stdout: string, stderr: string, timedOut: boolean}>}
 */
export function runNode(
  script,
  args,
  { cwd = repoRoot, env = process.env, timeoutMs = 120_000, signal } = {},
) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    let timedOut = false;
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    const stop = () => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 2000).unref();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, timeoutMs);
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        timedOut,
      });
    });
  });
}

/** Environment that keeps Redocly CLI from phoning home (telemetry, update notice). */
export function redoclyOfflineEnv(base = process.env) {
  return {
    ...base,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
  };
}
