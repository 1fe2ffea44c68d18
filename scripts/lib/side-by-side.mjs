// Runs commands at the same time, each with its own environment and the terminal's output, and
// resolves with the first non-zero exit code (0 when all pass). Used by scripts/e2e.mjs (its
// shards).
import { spawn } from 'node:child_process';

/** @param {{ command: string, args: string[], env?: NodeJS.ProcessEnv }[]} runs */
export async function sideBySide(runs) {
  const codes = await Promise.all(
    runs.map(
      ({ command, args, env }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: 'inherit', env: env ?? process.env });
          child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
          child.on('error', () => resolve(1));
        }),
    ),
  );
  return codes.find((code) => code !== 0) ?? 0;
}
