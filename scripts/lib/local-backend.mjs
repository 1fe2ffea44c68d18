// The stateful local backend: the fake (mock/fake, TypeScript, loaded with Vite's module runner
// since Node 20 cannot strip types) on MOCK_FAKE_PORT (default MOCK_PORT + 2), and in front of it
// on MOCK_PORT (default 4010) `prism proxy --errors` with the contract. Prism checks every request
// and answer; a contract violation is printed here as a line starting with "mock: VIOLATION".
import { createServer, request as forward } from 'node:http';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { root, startPrism } from './prism.mjs';

/** Ports of the stack from the environment: one variable (MOCK_PORT) moves all of it. */
export function stackPorts(env = process.env) {
  const api = Number(env.MOCK_PORT ?? 4010);
  return {
    api,
    fake: Number(env.MOCK_FAKE_PORT ?? api + 2),
    prism: Number(env.MOCK_PRISM_PORT ?? api + 3),
  };
}

/**
 * Operations the browser navigates to and that answer with a redirect (startSocialSignIn:
 * GET /v2/auth/{google|linkedin}/ -> 302). Prism's proxy follows an upstream redirect itself
 * (node-fetch), so it would fetch the fake's stand-in page, find a 200 where the contract says 302
 * and answer 500: these go to the fake directly. The fake's own tests check their answers.
 */
const BROWSER_REDIRECTS = /^\/v2\/auth\/(?:google|linkedin)\/(?:\?|$)/;

/** A thin front on the API port: browser redirects to the fake, every other request to Prism. */
function startFront({ port, prismPort, fakePort }) {
  const server = createServer((req, res) => {
    const target =
      req.method === 'GET' && BROWSER_REDIRECTS.test(req.url ?? '') ? fakePort : prismPort;
    const upstream = forward(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`local backend: ${error.message}`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => server.close(() => done())), server }),
    );
  });
}

/** Loads mock/fake/server.ts (TypeScript) without a build step. */
export async function loadFake() {
  const { module } = await runnerImport(join(root, 'mock', 'fake', 'server.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  return module;
}

/**
 * @param {{port: number, fakePort: number, prismPort?: number, appOrigin?: string, now?: string, accessTtlSeconds?: number, timeZone?: string, volume?: {applications: number, jobs: number}, log?: boolean, onViolation?: (line: string) => void}} o
 */
export async function startLocalBackend({
  port,
  fakePort,
  prismPort = port + 3,
  appOrigin,
  now,
  accessTtlSeconds,
  timeZone,
  volume,
  log = true,
  onViolation,
}) {
  const { startFake } = await loadFake();
  const fake = await startFake({
    port: fakePort,
    publicOrigin: `http://127.0.0.1:${port}`,
    appOrigin,
    now,
    accessTtlSeconds,
    timeZone,
    volume,
    log,
  });
  let prism;
  let front;
  try {
    prism = await startPrism({
      document: 'openapi/jobboard.yaml',
      port: prismPort,
      upstream: fake.url,
      log: 'pipe',
    });
    front = await startFront({ port, prismPort, fakePort });
  } catch (error) {
    await prism?.stop();
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
      if (/Violation:|errors#VIOLATIONS|errors#UNPROCESSABLE_ENTITY/i.test(plain))
        report(plain.trim());
    }
  };
  prism.child.stdout?.on('data', scan);
  prism.child.stderr?.on('data', scan);
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    stop: async () => {
      await front.close();
      await prism.stop();
      await fake.close();
    },
  };
}
