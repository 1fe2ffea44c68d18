/**
 * scripts/mock-proxy.mjs: Prism in proxy mode in front of a tiny local upstream that answers
 * GET /public/locations/ (a public call of the current contract) with a wrong shape when asked
 * `?case=wrong` and with the contract's own first example otherwise. Prism 5.14 with --errors
 * turns the wrong answer into a 500 application/problem+json (type ...#VIOLATIONS) carrying the
 * violations in the body and in the `sl-violations` header; the right answer passes unchanged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot, script } from './support';
import { loadContract } from '../../scripts/lib/contract.mjs';

const PATH = '/public/locations/';

interface Example {
  $ref?: string;
  value?: unknown;
}

interface Contract {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        responses?: Record<
          string,
          { content?: Record<string, { example?: unknown; examples?: Record<string, Example> }> }
        >;
      }
    >
  >;
  components?: { examples?: Record<string, Example> };
}

/** The first example of the 200 application/json answer, as the contract has it today. */
function correctBody(): unknown {
  const contract = loadContract() as Contract;
  const operation = contract.paths[PATH]?.get;
  if (!operation)
    throw new Error(`the contract has no GET ${PATH}; this test needs a public call to proxy`);
  expect(operation.security, `GET ${PATH} must be public (security: [])`).toEqual([]);
  const media = operation.responses?.['200']?.content?.['application/json'];
  let example = media?.examples ? Object.values(media.examples)[0] : undefined;
  if (example?.$ref) example = contract.components?.examples?.[example.$ref.split('/').pop()!];
  const value = example?.value ?? media?.example;
  if (value === undefined)
    throw new Error(`GET ${PATH} 200 application/json has no example to answer with`);
  return value;
}

// Wrong whatever the schema is: an object where a list belongs, strings where numbers belong.
const WRONG_BODY = { count: 'many', results: 'none', next: 42 };

let upstream: Server;
let proxy: ChildProcess;
let proxyUrl = '';
let proxyLog = '';
let correctText = '';
const upstreamCalls: string[] = [];

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (proxy.exitCode !== null)
        return reject(new Error(`mock:proxy exited (${proxy.exitCode}):\n${proxyLog}`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`mock:proxy did not listen within ${timeoutMs} ms:\n${proxyLog}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

beforeAll(async () => {
  correctText = JSON.stringify(correctBody());
  upstream = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    upstreamCalls.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.method === 'GET' && url.pathname === PATH) {
      const wrong = url.searchParams.get('case') === 'wrong';
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-upstream-case': wrong ? 'wrong' : 'correct',
      });
      res.end(wrong ? JSON.stringify(WRONG_BODY) : correctText);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/problem+json' });
    res.end(
      JSON.stringify({
        type: 'about:blank',
        title: 'Not found',
        status: 404,
        detail: 'not in this test',
      }),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  if (!address || typeof address !== 'object') throw new Error('upstream has no port');

  const port = await freePort();
  proxyUrl = `http://127.0.0.1:${port}`;
  proxy = spawn(
    process.execPath,
    [script('mock-proxy.mjs'), '--port', String(port), `http://127.0.0.1:${address.port}`],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proxy.stdout?.on('data', (chunk) => (proxyLog += chunk));
  proxy.stderr?.on('data', (chunk) => (proxyLog += chunk));
  await waitForPort(port, 60_000);
}, 90_000);

afterAll(async () => {
  if (proxy && proxy.exitCode === null) {
    const exited = new Promise((resolve) => proxy.once('exit', resolve));
    proxy.kill('SIGTERM');
    const timer = setTimeout(() => proxy.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  if (upstream) {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  }
});

describe('npm run mock:proxy', () => {
  it('reports an upstream answer that breaks the contract as a violation', async () => {
    const response = await fetch(`${proxyUrl}${PATH}?case=wrong`);
    const body = (await response.json()) as {
      type: string;
      status: number;
      validation: Array<{ location: string[] }>;
    };
    expect(upstreamCalls).toContain(`GET ${PATH}?case=wrong`); // forwarded: a response violation
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(body.type).toBe('https://stoplight.io/prism/errors#VIOLATIONS');
    const header = JSON.parse(response.headers.get('sl-violations') ?? '[]') as Array<{
      location: string[];
    }>;
    expect(header.length).toBeGreaterThan(0);
    expect(header.every((v) => v.location[0] === 'response' && v.location[1] === 'body')).toBe(
      true,
    );
    expect(body.validation).toEqual(header);
  });

  it('passes an answer that matches the contract through unchanged', async () => {
    const response = await fetch(`${proxyUrl}${PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('sl-violations')).toBeNull();
    expect(response.headers.get('x-upstream-case')).toBe('correct');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe(correctText);
  });
});
