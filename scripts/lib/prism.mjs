// Starts and stops Prism mock servers for scripts and tests. Listens on 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const prismBin = join(root, 'node_modules', '.bin', 'prism');

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited early (code ${child.exitCode})`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`Prism did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Rejects when something already listens on the port. Prism would fail to bind and exit, but a
 * server left there (a mock still running, a Prism orphaned by a killed script) would answer the
 * readiness check first, and the caller would talk to it until it went away.
 */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on 127.0.0.1 is already in use (a mock or Prism still running?): stop it or choose other ports`,
            )
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts one Prism: a mock of `document`, or with `upstream` a validating proxy in front of it
 * (`prism proxy --errors`: a request or answer that breaks the contract is an error, and an
 * upstream 501 is answered with the contract's example). Resolves once it answers HTTP.
 * @param {{document: string, port: number, dynamic?: boolean, upstream?: string, log?: 'inherit'|'pipe'|'ignore', timeoutMs?: number}} o
 */
export async function startPrism({
  document,
  port,
  dynamic = false,
  upstream,
  log = 'ignore',
  timeoutMs = 30000,
}) {
  const args = upstream
    ? ['proxy', '--errors', '-h', '127.0.0.1', '-p', String(port), join(root, document), upstream]
    : ['mock', '-h', '127.0.0.1', '-p', String(port), join(root, document)];
  if (dynamic) args.push('--dynamic', '--seed', '42');
  await assertPortFree(port);
  const child = spawn(prismBin, args, { cwd: root, stdio: ['ignore', log, log], detached: false });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
