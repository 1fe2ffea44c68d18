// The local backend: node:http, one handler per operationId, behind `prism proxy --errors` (which
// validates every request and answer against the contract). It answers 501 to any request with a
// Prefer header and to anything it does not implement, so Prism serves the contract's example.
// Besides the API it serves, on its own port: the storage upload route and stored files, the
// social sign-in stand-in, POST /__reset, GET /__mail (the dev mail catcher) and
// POST /__clock?advance=<seconds>&time_zone=<IANA zone> (moves the fake's clock forward, e.g. past
// a token's expiry; writes answers' date-times in another zone, as DRF does with its TIME_ZONE).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchRoute, parseQuery } from './contract';
import { handlers } from './handlers';
import type { Config, Ctx, Req } from './http';
import { HttpProblem, problem } from './http';
import { socialPage, socialStartLocation } from './social';
import { localizeDates } from './serialize';
import { seed, type Store } from './store';
import { verify } from './tokens';

export interface FakeOptions {
  port?: number;
  /** Origin of Prism's proxy, which the browser calls (for next/previous links). */
  publicOrigin: string;
  appOrigin?: string;
  /** Start the fake's clock at this moment (ISO); default: the real time. */
  now?: string;
  accessTtlSeconds?: number;
  /** IANA zone the answers' date-times are written in (DRF's TIME_ZONE); default UTC (`Z`). */
  timeZone?: string;
  /** Print mail and errors (default true). */
  log?: boolean;
}

export interface FakeServer {
  url: string;
  port: number;
  ctx: Ctx;
  reset(): void;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, prefer',
  'access-control-max-age': '600',
};

function readBody(req: IncomingMessage, limit = 8 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped (not kept), so that the 413 reaches the client.
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () =>
      size > limit ? reject(new Error('too large')) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  timeZone = 'UTC',
): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  body = localizeDates(body, timeZone);
  const isProblem = status >= 400;
  res
    .writeHead(status, {
      'content-type': isProblem ? 'application/problem+json' : 'application/json',
      ...headers,
    })
    .end(JSON.stringify(body));
}

/** The contract's request limits: 1 MiB of JSON, nested at most 32 levels. */
const MAX_JSON_BODY = 1024 * 1024;
const MAX_JSON_DEPTH = 32;

/** How deep a JSON text nests (brackets outside strings), without parsing it. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

function parseJsonBody(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw problem(400, 'validation_error', `JSON nested deeper than ${MAX_JSON_DEPTH} levels.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw problem(400, 'parse_error', 'JSON parse error.');
  }
}

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFake(options: FakeOptions): Promise<FakeServer> {
  const start = options.now ? Date.parse(options.now) - Date.now() : 0;
  let offset = start;
  let timeZone = options.timeZone ?? 'UTC';
  const config: Config = {
    publicOrigin: options.publicOrigin,
    fakeOrigin: '',
    appOrigin: options.appOrigin ?? 'http://localhost:5173',
    accessTtlSeconds: options.accessTtlSeconds ?? 15 * 60,
  };
  const log = options.log ?? true;
  let store: Store;
  const ctx: Ctx = {
    get store() {
      return store;
    },
    config,
    now: () => new Date(Date.now() + offset),
    mail(to, subject, link) {
      store.outbox.push({ to, subject, link, sent_at: ctx.now().toISOString() });
      if (log) console.log(`[mail] to ${to}: ${subject}\n       ${link}`);
    },
  };
  const reset = () => {
    offset = start;
    timeZone = options.timeZone ?? 'UTC';
    store = seed(ctx.now());
  };
  reset();

  async function storage(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'GET') {
      const key = decodeURIComponent(url.pathname.slice('/jobboard-uploads/'.length));
      const file = store.files.get(key);
      if (!file)
        return void res
          .writeHead(404, { 'content-type': 'application/xml', ...CORS })
          .end(s3Error('NoSuchKey', 'The specified key does not exist.'));
      return void res
        .writeHead(200, {
          'content-type': file.content_type,
          'content-length': file.bytes.length,
          'cache-control': 'private, max-age=900',
          ...CORS,
        })
        .end(file.bytes);
    }
    const fail = (code: string, message: string) =>
      res
        .writeHead(400, { 'content-type': 'application/xml', ...CORS })
        .end(s3Error(code, message));
    const body = await readBody(req);
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    })
      .formData()
      .catch(() => null);
    const key = form?.get('key');
    const file = form?.get('file');
    if (typeof key !== 'string' || !(file instanceof Blob))
      return fail('InvalidArgument', "Bucket POST must contain a field named 'key' and a file.");
    const ticket = store.tickets.get(key);
    if (!ticket || ticket.expires_at < ctx.now().getTime())
      return fail(
        'AccessDenied',
        'Invalid according to Policy: Policy Condition failed: ["eq", "$key"]',
      );
    if (file.size > ticket.max_bytes)
      return fail('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    store.files.set(key, {
      content_type: ticket.content_type,
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    res.writeHead(204, CORS).end();
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const match = matchRoute(method, url.pathname);
    // Prefer asks for one of the contract's examples: that is Prism's job, not ours.
    if (!match || req.headers.prefer) {
      return send(
        res,
        501,
        problem(
          501,
          'not_implemented',
          req.headers.prefer
            ? 'Prefer header: the contract example answers.'
            : 'Not implemented by the local backend.',
        ).problem,
      );
    }
    const { route, path } = match;
    const publicUrl = new URL(url.pathname + url.search, config.publicOrigin);

    let user: Req<unknown>['user'] = null;
    let sid: string | null = null;
    const header = req.headers.authorization;
    if (route.auth !== 'none' && header) {
      const token = /^Bearer\s+(.+)$/i.exec(header)?.[1] ?? '';
      const verdict = verify(token, 'access', ctx.now(), {
        seeded: store.seededTokens,
        revoked: store.revokedJtis,
      });
      if (!verdict.ok && verdict.reason === 'expired') {
        throw problem(403, 'token_expired', 'Access token has expired; refresh it and retry.', {
          title: 'Token expired',
          type: 'token-expired',
        });
      }
      user = verdict.ok ? (store.users.find((u) => u.id === verdict.claims.user_id) ?? null) : null;
      sid = verdict.ok ? (verdict.claims.sid ?? null) : null;
      if (!user)
        throw problem(401, 'token_invalid', 'Given token not valid for any token type.', {
          title: 'Token invalid',
          type: 'token-invalid',
        });
    }
    if (route.auth === 'required' && !user)
      throw problem(401, 'not_authenticated', 'Authentication credentials were not provided.');

    if (route.operationId === 'startSocialSignIn') {
      return send(res, 302, undefined, {
        location: socialStartLocation(ctx, path.provider ?? '', url.searchParams),
      });
    }
    const handler = (
      handlers as Record<
        string,
        (
          r: Req<unknown>,
          c: Ctx,
        ) => { status: number; body: unknown; headers?: Record<string, string> }
      >
    )[route.operationId];
    if (!handler)
      return send(
        res,
        501,
        problem(
          501,
          'not_implemented',
          `${route.operationId} is not implemented by the local backend.`,
        ).problem,
      );

    const raw = await readBody(req, MAX_JSON_BODY).catch(() => {
      throw problem(413, 'payload_too_large', 'The request body is larger than 1 MiB.');
    });
    const body = raw.length ? parseJsonBody(raw.toString('utf8')) : undefined;
    const result = handler(
      {
        path,
        query: parseQuery(route, url.searchParams),
        body,
        user,
        sid,
        url: publicUrl,
      } as Req<unknown>,
      ctx,
    );
    send(res, result.status, result.body, result.headers, timeZone);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const done = (async () => {
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
      if (url.pathname === '/__reset' && req.method === 'POST') {
        reset();
        return void res.writeHead(204).end();
      }
      if (url.pathname === '/__mail' && req.method === 'GET')
        return send(res, 200, store.outbox, CORS);
      if (url.pathname === '/__clock' && req.method === 'POST') {
        offset += Math.max(0, Number(url.searchParams.get('advance')) || 0) * 1000;
        const zone = url.searchParams.get('time_zone');
        if (zone)
          timeZone = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
        return send(res, 200, { now: ctx.now().toISOString(), time_zone: timeZone });
      }
      if (url.pathname.startsWith('/__social/')) {
        const page = socialPage(ctx, url);
        return void res.writeHead(page.status, page.headers).end(page.body);
      }
      if (url.pathname === '/jobboard-uploads' || url.pathname.startsWith('/jobboard-uploads/'))
        return storage(req, res, url);
      return api(req, res, url);
    })();
    done.catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      if (error instanceof HttpProblem)
        return send(res, error.problem.status, error.problem, error.headers);
      if (log) console.error('[fake] unexpected error', error);
      send(
        res,
        500,
        problem(
          500,
          'server_error',
          'Something went wrong on our side. The error has been logged; please try again later.',
          { title: 'Internal server error', type: 'server-error' },
        ).problem,
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  config.fakeOrigin = `http://127.0.0.1:${port}`;
  return {
    url: config.fakeOrigin,
    port,
    ctx,
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
