// Over 400 lines on purpose: the fake's one HTTP entry (routing, auth, throttles, single-line and
// size checks, reset and mail pages) reads best as one sequence.
// The local backend as a Web-standard function: `createFake(options).handle(request) → response`,
// one handler per operationId of the contract. node:http (server.ts) serves it on a port behind
// Prism; component tests (src/test/mock-api.ts) call it in place of the network. It answers 501 to
// any request with a Prefer header and to anything it does not implement, so Prism serves the
// contract's example. Besides the API it serves the storage upload route and stored files, the
// social sign-in stand-in, POST /__reset, GET /__mail (the dev mail catcher) and
// POST /__clock?advance=<seconds>&time_zone=<IANA zone> (moves the fake's clock forward, e.g. past
// a token's expiry; writes answers' date-times in another zone, as DRF does with its TIME_ZONE;
// sends the job alert digests that fell due and runs the daily retention sweep).
import { matchRoute, parseQuery, type Route } from './contract';
import { handlers } from './handlers';
import type { Config, Ctx, Req } from './http';
import { HttpProblem, problem } from './http';
import {
  THROTTLES,
  checkThrottle,
  clientAddress,
  recordAttempt,
  throttleWindows,
} from './throttle';
import { socialPage, socialStartLocation } from './social';
import { localizeDates } from './serialize';
import { seed, seededMoment, type Store } from './store';
import { addVolume, type Volume } from './volume-seed';
import { signValue, verify } from './tokens';
import { checkSingleLineText } from './single-line';
import { sendDueDigests } from './handlers/job-alerts';
import { sweepRetention } from './retention';

export interface FakeOptions {
  /** Origin of Prism's proxy, which the browser calls (for next/previous links). */
  publicOrigin: string;
  /** Origin the fake itself is reached at (storage uploads, the social stand-in); settable later. */
  fakeOrigin?: string;
  appOrigin?: string;
  /** Start the fake's clock at this moment (ISO); default: the real time. */
  now?: string;
  accessTtlSeconds?: number;
  /** IANA zone the answers' date-times are written in (DRF's TIME_ZONE); default UTC (`Z`). */
  timeZone?: string;
  /** Print mail and unexpected errors (default true). */
  log?: boolean;
  /** Told of an error no handler meant (the answer is a 500); default: printed when `log`. */
  onError?: (error: unknown) => void;
  /** The volume seed (MOCK_VOLUME, MOCK_JOBS; mock/fake/volume-seed.ts): off when absent. */
  volume?: Volume;
  /** Test-only: skip the contract's auth throttle (x-throttle), to show a test catches its absence. */
  withoutThrottle?: boolean;
}

export interface Fake {
  /** Answers one request, as the server on its port would. */
  handle(request: Request): Promise<Response>;
  /** The current store (replaced by reset()). */
  readonly store: Store;
  /** What handlers get: the store, the configuration, the clock and the mail catcher. */
  ctx: Ctx;
  config: Config;
  /** A fresh seed, the clock and time zone as configured. */
  reset(): void;
  /** Moves the clock forward by whole seconds. */
  advanceClock(seconds: number): void;
  /** The route a method and path match in the contract, or null (nothing the fake knows). */
  routeOf(method: string, pathname: string): Route | null;
}

type AnyHandler = (
  r: Req<unknown>,
  c: Ctx,
) => { status: number; body: unknown; headers?: Record<string, string> };

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, prefer',
  'access-control-max-age': '600',
};

/** A JSON answer (problem+json from 400 up), date-times written in `timeZone`; no body on 204. */
function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  timeZone = 'UTC',
): Response {
  if (status === 204 || body === undefined) return new Response(null, { status, headers });
  // A text answer (the CSV export) goes out as it is, streamed when the handler streams it.
  if (
    (typeof body === 'string' || body instanceof ReadableStream) &&
    headers['content-type']?.startsWith('text/')
  )
    return new Response(body, { status, headers });
  const isProblem = status >= 400;
  return new Response(JSON.stringify(localizeDates(body, timeZone)), {
    status,
    headers: {
      'content-type': isProblem ? 'application/problem+json' : 'application/json',
      ...headers,
    },
  });
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

/**
 * A JSON request body: too large is a 413, too deep or unparsable a 400 (never a 500). The front
 * server (scripts/lib/local-backend.mjs) runs the same check before Prism sees the body.
 */
export function parseJsonBody(raw: Uint8Array): unknown {
  if (raw.length > MAX_JSON_BODY)
    throw problem(413, 'payload_too_large', 'The request body is larger than 1 MiB.');
  const text = new TextDecoder().decode(raw);
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

export function createFake(options: FakeOptions): Fake {
  const start = options.now ? Date.parse(options.now) - Date.now() : 0;
  let offset = start;
  let timeZone = options.timeZone ?? 'UTC';
  const config: Config = {
    publicOrigin: options.publicOrigin,
    fakeOrigin: options.fakeOrigin ?? '',
    appOrigin: options.appOrigin ?? 'http://localhost:5173',
    accessTtlSeconds: options.accessTtlSeconds ?? 15 * 60,
  };
  const log = options.log ?? true;
  const onError =
    options.onError ??
    ((error: unknown) => {
      if (log) console.error('[fake] unexpected error', error);
    });
  let store: Store;
  const ctx: Ctx = {
    get store() {
      return store;
    },
    config,
    now: () => new Date(Date.now() + offset),
    mail(to, subject, link, content) {
      store.outbox.push({ to, subject, link, sent_at: ctx.now().toISOString(), ...content });
      if (log) console.log(`[mail] to ${to}: ${subject}\n       ${link}`);
    },
  };
  const reset = () => {
    offset = start;
    timeZone = options.timeZone ?? 'UTC';
    store = seed(ctx.now());
    if (options.volume) addVolume(store, options.volume, seededMoment(ctx.now()));
  };
  reset();

  async function storage(request: Request, url: URL): Promise<Response> {
    // Storage's own headers: never sniffed, readable cross-origin by the web app only (the
    // configured origin, or a loopback one: the app on another local port), never by any site.
    const origin = request.headers.get('origin') ?? '';
    const allowed =
      origin === config.appOrigin || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
    const STORAGE_HEADERS: Record<string, string> = {
      ...CORS,
      vary: 'Origin',
      'x-content-type-options': 'nosniff',
    };
    if (allowed) STORAGE_HEADERS['access-control-allow-origin'] = origin;
    else delete STORAGE_HEADERS['access-control-allow-origin'];
    if (request.method === 'GET') {
      const key = decodeURIComponent(url.pathname.slice('/jobboard-uploads/'.length));
      const file = store.files.get(key);
      if (!file)
        return new Response(s3Error('NoSuchKey', 'The specified key does not exist.'), {
          status: 404,
          headers: { 'content-type': 'application/xml', ...STORAGE_HEADERS },
        });
      // As S3 does for a presigned GET: the response-content-disposition it names, only when the
      // signature over key, disposition and expiry holds and the URL has not expired. Resumes are
      // private: no GET without a valid signature. Images (logos, profile pictures) are public.
      const disposition = url.searchParams.get('response-content-disposition');
      const expires = url.searchParams.get('X-Amz-Expires') ?? '';
      const signature = url.searchParams.get('X-Amz-Signature');
      const signed =
        signature !== null &&
        signature === signValue(`${key}|${disposition ?? ''}|${expires}`) &&
        Number(expires) * 1000 > ctx.now().getTime();
      if ((disposition !== null || signature !== null || key.startsWith('resumes/')) && !signed)
        return new Response(s3Error('AccessDenied', 'Request has expired or is not signed.'), {
          status: 403,
          headers: { 'content-type': 'application/xml', ...STORAGE_HEADERS },
        });
      return new Response(new Uint8Array(file.bytes), {
        status: 200,
        headers: {
          'content-type': file.content_type,
          'content-length': String(file.bytes.length),
          'cache-control': 'private, max-age=900',
          // eslint-disable-next-line no-control-regex
          ...(disposition && /^(attachment|inline)\b[^\u0000-\u001f\u007f]*$/.test(disposition)
            ? { 'content-disposition': disposition }
            : {}),
          ...STORAGE_HEADERS,
        },
      });
    }
    const fail = (code: string, message: string) =>
      new Response(s3Error(code, message), {
        status: 400,
        headers: { 'content-type': 'application/xml', ...STORAGE_HEADERS },
      });
    const form = await request.formData().catch(() => null);
    const key = form?.get('key');
    const file = form?.get('file');
    // A File, whichever realm made it (jsdom's in component tests): anything but a string.
    if (typeof key !== 'string' || file === null || file === undefined || typeof file === 'string')
      return fail('InvalidArgument', "Bucket POST must contain a field named 'key' and a file.");
    const ticket = store.tickets.get(key);
    if (!ticket || ticket.expires_at < ctx.now().getTime())
      return fail(
        'AccessDenied',
        'Invalid according to Policy: Policy Condition failed: ["eq", "$key"]',
      );
    // A ticket is single-use: once its file arrived the object is frozen (a resume that was
    // checked and used is never swapped for other bytes under the same key).
    if (store.files.has(key))
      return new Response(s3Error('AccessDenied', 'This upload ticket was already used.'), {
        status: 403,
        headers: { 'content-type': 'application/xml', ...STORAGE_HEADERS },
      });
    if (file.size > ticket.max_bytes)
      return fail('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    store.files.set(key, {
      content_type: ticket.content_type,
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    return new Response(null, { status: 204, headers: STORAGE_HEADERS });
  }

  async function api(request: Request, url: URL): Promise<Response> {
    const method = request.method;
    const match = matchRoute(method, url.pathname);
    const prefer = request.headers.get('prefer');
    // Prefer asks for one of the contract's examples: that is Prism's job, not ours.
    if (!match || prefer) {
      return json(
        501,
        problem(
          501,
          'not_implemented',
          prefer
            ? 'Prefer header: the contract example answers.'
            : 'Not implemented by the local backend.',
        ).problem,
      );
    }
    const { route, path } = match;
    // Job alert digests that fell due with the passing of real time (the clock's jump sends them too).
    sendDueDigests(ctx);
    sweepRetention(ctx);
    const publicUrl = new URL(url.pathname + url.search, config.publicOrigin);

    let user: Req<unknown>['user'] = null;
    let sid: string | null = null;
    const header = request.headers.get('authorization');
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
      // The sign-in (`sid`) an access token belongs to must still be live: logout, a replayed
      // refresh token, a password reset or change end it, and its access tokens with it.
      const ended =
        verdict.ok && !!verdict.claims.sid && !!store.sessions.get(verdict.claims.sid)?.revoked;
      user =
        verdict.ok && !ended
          ? (store.users.find((u) => u.id === verdict.claims.user_id) ?? null)
          : null;
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
      return json(302, undefined, {
        location: socialStartLocation(ctx, path.provider ?? '', url.searchParams),
      });
    }
    const handler = (handlers as Record<string, AnyHandler>)[route.operationId];
    if (!handler)
      return json(
        501,
        problem(
          501,
          'not_implemented',
          `${route.operationId} is not implemented by the local backend.`,
        ).problem,
      );

    const raw = new Uint8Array(await request.arrayBuffer());
    const body = raw.length ? parseJsonBody(raw) : undefined;
    checkSingleLineText(route.operationId, body);
    const rule = options.withoutThrottle ? undefined : THROTTLES[route.operationId];
    const windows = rule
      ? throttleWindows(
          route.operationId,
          rule,
          body,
          url.searchParams,
          request.headers,
          path,
          user?.id,
        )
      : [];
    for (const [key, window] of windows) checkThrottle(store, key, window, ctx.now().getTime());
    if (rule?.counts === 'all')
      for (const [key] of windows) recordAttempt(store, key, ctx.now().getTime());
    const call = () =>
      handler(
        {
          path,
          query: parseQuery(route, url.searchParams),
          body,
          user,
          sid,
          url: publicUrl,
          client: {
            address: clientAddress(request.headers),
            userAgent: request.headers.get('user-agent') ?? '',
          },
        } as Req<unknown>,
        ctx,
      );
    let result: ReturnType<AnyHandler>;
    try {
      result = call();
    } catch (error) {
      if (rule?.counts === 'failures' && error instanceof HttpProblem)
        for (const [key] of windows) recordAttempt(store, key, ctx.now().getTime());
      throw error;
    }
    return json(result.status, result.body, result.headers, timeZone);
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method;
    if (method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (url.pathname === '/__reset' && method === 'POST') {
      reset();
      return new Response(null, { status: 204 });
    }
    // No CORS: a page open in the developer's browser must not read the links mailed (the e2e
    // tests and curl read it from Node, where CORS does not apply).
    if (url.pathname === '/__mail' && method === 'GET') return json(200, store.outbox);
    if (url.pathname === '/__clock' && method === 'POST') {
      offset += Math.max(0, Number(url.searchParams.get('advance')) || 0) * 1000;
      sendDueDigests(ctx);
      sweepRetention(ctx);
      const zone = url.searchParams.get('time_zone');
      if (zone)
        timeZone = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
      return json(200, { now: ctx.now().toISOString(), time_zone: timeZone });
    }
    if (url.pathname.startsWith('/__social/')) {
      const page = socialPage(ctx, url);
      return new Response(page.body ?? null, { status: page.status, headers: page.headers });
    }
    if (url.pathname === '/jobboard-uploads' || url.pathname.startsWith('/jobboard-uploads/'))
      return storage(request, url);
    return api(request, url);
  }

  return {
    async handle(request) {
      try {
        return await route(request);
      } catch (error) {
        return errorResponse(error, onError);
      }
    },
    get store() {
      return store;
    },
    ctx,
    config,
    reset,
    advanceClock(seconds) {
      offset += Math.max(0, seconds) * 1000;
      sendDueDigests(ctx);
      sweepRetention(ctx);
    },
    routeOf: (method, pathname) => matchRoute(method, pathname)?.route ?? null,
  };
}

/** The answer to a thrown error: its problem when a handler meant it, else a logged 500. */
export function errorResponse(error: unknown, onError: (error: unknown) => void): Response {
  if (error instanceof HttpProblem) return json(error.problem.status, error.problem, error.headers);
  onError(error);
  return json(
    500,
    problem(
      500,
      'server_error',
      'Something went wrong on our side. The error has been logged; please try again later.',
      { title: 'Internal server error', type: 'server-error' },
    ).problem,
  );
}
