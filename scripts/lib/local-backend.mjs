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

/** The largest request body the front reads (the storage route takes files, but not through here). */
const MAX_BODY = 8 * 1024 * 1024;

/**
 * A thin front on the API port: browser redirects to the fake, every other request to Prism.
 * It is the one trusted proxy of the stack: it appends its peer's socket address to
 * X-Forwarded-For (as nginx's $proxy_add_x_forwarded_for does), and the fake takes that last hop
 * as the client's address (DRF's NUM_PROXIES = 1); whatever the client wrote stays before it.
 * A JSON body is checked here before Prism parses it, by the fake's own check (parseJsonBody: at
 * most 1 MiB, nested at most 32 levels): Prism 5.14 crashes on a deeply nested body (its proxy then
 * answers 502 to everything; docs/prism-upstream-report.md), so such a body never reaches it.
 */
function startFront({ port, prismPort, fakePort, parseJsonBody, HttpProblem }) {
  const refuse = (res, problem) => {
    res.writeHead(problem.status, { 'content-type': 'application/problem+json' });
    res.end(JSON.stringify(problem));
  };
  const server = createServer((req, res) => {
    const target =
      req.method === 'GET' && BROWSER_REDIRECTS.test(req.url ?? '') ? fakePort : prismPort;
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const isJson = /\bjson\b/i.test(req.headers['content-type'] ?? '');
      if (size > MAX_BODY && !isJson)
        return refuse(res, {
          type: 'https://api.jobboard.example/problems/payload-too-large',
          title: 'Payload too large',
          status: 413,
          detail: 'The request body is larger than 8 MiB.',
          code: 'payload_too_large',
        });
      try {
        // Past MAX_BODY the kept part is already over the JSON limit, so the answer is its 413.
        if (isJson && body.length) parseJsonBody(body);
      } catch (error) {
        if (error instanceof HttpProblem) return refuse(res, error.problem);
        throw error;
      }
      const headers = { ...req.headers, 'x-forwarded-for': forwardedFor };
      if (body.length) headers['content-length'] = String(body.length);
      const upstream = forward(
        { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`local backend: ${error.message}`);
      });
      upstream.end(body.length ? body : undefined);
    });
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
  const { startFake, parseJsonBody, HttpProblem } = await loadFake();
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
    front = await startFront({ port, prismPort, fakePort, parseJsonBody, HttpProblem });
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
