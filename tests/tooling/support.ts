// Helpers for the tooling tests: run a repo script as a child process, run jobs with a small
// concurrency limit (optic and Redocly are CPU-heavy; CI has 2 cores), free ports.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const script = (name: string) => join(repoRoot, 'scripts', name);

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <file> ...args` to completion (killed after `timeoutMs`). */
export function runNodeScript(
  file: string,
  args: string[],
  {
    cwd = repoRoot,
    timeoutMs = 240_000,
    env = process.env,
  }: { cwd?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [file, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
  });
}

/** Runs the jobs with at most `limit` at a time; results in the jobs' order. */
export async function inPool<T>(
  jobs: Array<() => Promise<T>>,
  limit = Math.min(4, Math.max(2, availableParallelism())),
): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolvePromise(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
