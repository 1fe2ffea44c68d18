// The local backend on a port: a thin node:http adapter over createFake (app.ts), which answers
// every route (the API, storage, the social stand-in, /__reset, /__mail, /__clock). It runs behind
// `prism proxy --errors`, which validates every request and answer against the contract.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createFake, errorResponse, type Fake, type FakeOptions as AppOptions } from './app';
import { problem, type Ctx } from './http';

export interface FakeOptions extends Omit<AppOptions, 'fakeOrigin'> {
  port?: number;
}

export interface FakeServer {
  url: string;
  port: number;
  ctx: Ctx;
  /** The request handler this server serves (its store, clock and reset). */
  fake: Fake;
  reset(): void;
  close(): Promise<void>;
}

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

/** A node request as a Web Request (the body read whole, up to 8 MiB). */
async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const body = await readBody(req).catch(() => {
    throw problem(413, 'payload_too_large', 'The request body is larger than 8 MiB.');
  });
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body:
      method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

export async function startFake(options: FakeOptions): Promise<FakeServer> {
  const log = options.log ?? true;
  const onError =
    options.onError ??
    ((error: unknown) => {
      if (log) console.error('[fake] unexpected error', error);
    });
  const fake = createFake({ ...options, onError });

  const server = createServer((req, res) => {
    void (async () => {
      let response: Response;
      try {
        response = await fake.handle(await toRequest(req, fake.config.fakeOrigin));
      } catch (error) {
        response = errorResponse(error, onError);
      }
      if (res.headersSent) return void res.end();
      // A CSV export is written as it is produced (chunked, bounded memory); the rest whole.
      if (response.body && response.headers.get('content-type')?.startsWith('text/csv')) {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(body.length ? body : undefined);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  fake.config.fakeOrigin = `http://127.0.0.1:${port}`;
  return {
    url: fake.config.fakeOrigin,
    port,
    ctx: fake.ctx,
    fake,
    reset: fake.reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
