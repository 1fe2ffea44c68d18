// The stateful local backend: the fake (mock/fake, TypeScript, loaded with Vite's module runner
// since Node 20 cannot strip types) on MOCK_FAKE_PORT (default MOCK_PORT + 2), and in front of it
// on MOCK_PORT (default 4010) `prism proxy --errors` with the contract. Prism checks every request
// and answer; a contract violation is printed here as a line starting with "mock: VIOLATION".
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { root, startPrism } from './prism.mjs';

/** Ports of the stack from the environment: one variable (MOCK_PORT) moves all of it. */
export function stackPorts(env = process.env) {
  const api = Number(env.MOCK_PORT ?? 4010);
  return { api, fake: Number(env.MOCK_FAKE_PORT ?? api + 2) };
}

/** Loads mock/fake/server.ts (TypeScript) without a build step. */
export async function loadFake() {
  const { module } = await runnerImport(join(root, 'mock', 'fake', 'server.ts'), { configFile: false, logLevel: 'error' });
  return module;
}

/**
 * @param {{port: number, fakePort: number, appOrigin?: string, now?: string, accessTtlSeconds?: number, timeZone?: string, log?: boolean, onViolation?: (line: string) => void}} o
 */
export async function startLocalBackend({ port, fakePort, appOrigin, now, accessTtlSeconds, timeZone, log = true, onViolation }) {
  const { startFake } = await loadFake();
  const fake = await startFake({ port: fakePort, publicOrigin: `http://127.0.0.1:${port}`, appOrigin, now, accessTtlSeconds, timeZone, log });
  let prism;
  try {
    prism = await startPrism({ document: 'openapi/jobboard.yaml', port, upstream: fake.url, log: 'pipe' });
  } catch (error) {
    await fake.close();
    throw error;
  }
  const report = onViolation ?? ((line) => console.error(`mock: VIOLATION ${line}`));
  let pending = '';
  const scan = (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex
      const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
      if (/Violation:|errors#VIOLATIONS|errors#UNPROCESSABLE_ENTITY/i.test(plain)) report(plain.trim());
    }
  };
  prism.child.stdout?.on('data', scan);
  prism.child.stderr?.on('data', scan);
  return {
    url: prism.url,
    fake,
    stop: async () => {
      await prism.stop();
      await fake.close();
    },
  };
}
