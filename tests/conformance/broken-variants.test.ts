// The conformance run (npm run contract:check) against the local backend (the fake behind Prism,
// as `npm run mock` runs it) and against deliberately broken variants of it: each break is caught,
// by name. The variants sit in a small proxy in front of the local backend that rewrites one kind
// of answer after Prism has checked it, so only the run itself can catch the break.
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance, type ConformanceRun } from '../../scripts/lib/conformance.mjs';
import { startLocalBackend } from '../../scripts/lib/local-backend.mjs';
import { freePort } from '../support/net';

// Free ports, found when the file starts: other worktrees run the same tests at the same time.
const [API_PORT, FAKE_PORT, PRISM_PORT, PROXY_PORT] = await Promise.all([
  freePort(),
  freePort(),
  freePort(),
  freePort(),
]);
const ONLY = [
  'listPublicJobs',
  'getPublicJob',
  'login',
  'refreshToken',
  'getCurrentUser',
  'getProfile',
  'logout',
  'confirmEmail',
  'startSocialSignIn',
  'deleteProfile',
];

type Answer = { status: number; headers: IncomingHttpHeaders; body: unknown };
type Variant = (req: { method: string; url: string }, answer: Answer) => Answer;
/** A break the server makes before answering: the proxy answers itself and the fake never sees
 * the request (so the state the request should have changed stays as it was). */
type Intercept = (req: { method: string; url: string; body: string }) => Answer | undefined;

const tokenInvalid: Answer = {
  status: 401,
  headers: { 'content-type': 'application/problem+json' },
  body: {
    type: 'https://api.jobboard.example/problems/token-invalid',
    title: 'Token invalid',
    status: 401,
    detail: 'Token is invalid or expired.',
    code: 'token_invalid',
  },
};

const asProblem = (answer: Answer): Record<string, unknown> =>
  answer.body && typeof answer.body === 'object' ? (answer.body as Record<string, unknown>) : {};

/** The broken variants: what a server gets wrong, written as a rewrite of the fake's answer. */
const VARIANTS: Record<string, Variant> = {
  'a field missing (job slug)': (req, a) => {
    if (req.method !== 'GET' || !req.url.startsWith('/v2/public/jobs/?') || a.status !== 200)
      return a;
    const page = a.body as { results: Record<string, unknown>[] };
    return { ...a, body: { ...page, results: page.results.map(({ slug: _slug, ...job }) => job) } };
  },
  'a wrong date form (published_at without T and zone)': (req, a) => {
    if (!req.url.startsWith('/v2/public/jobs/') || a.status !== 200) return a;
    const fix = (job: Record<string, unknown>) => ({
      ...job,
      published_at: String(job.published_at)
        .replace('T', ' ')
        .replace(/(\.\d+)?(Z|[+-]\d\d:\d\d)$/, ''),
    });
    const body = a.body as Record<string, unknown>;
    return {
      ...a,
      body: Array.isArray(body.results)
        ? { ...body, results: (body.results as Record<string, unknown>[]).map(fix) }
        : fix(body),
    };
  },
  '{"detail": …} instead of problem+json': (_req, a) =>
    a.status >= 400
      ? {
          status: a.status,
          headers: { ...a.headers, 'content-type': 'application/json' },
          body: { detail: asProblem(a).detail },
        }
      : a,
  '401 for an expired token': (_req, a) =>
    a.status === 403 && asProblem(a).code === 'token_expired'
      ? {
          ...a,
          status: 401,
          body: {
            ...asProblem(a),
            status: 401,
            title: 'Token invalid',
            type: 'https://api.jobboard.example/problems/token-invalid',
            code: 'token_invalid',
          },
        }
      : a,
  'a page past the end answering 200': (_req, a) =>
    a.status === 404 && asProblem(a).code === 'invalid_page'
      ? {
          status: 200,
          headers: { ...a.headers, 'content-type': 'application/json' },
          body: { count: 0, next: null, previous: null, results: [] },
        }
      : a,
  'a redirect_url outside the allow-list followed': (req, a) =>
    req.url.includes('redirect_url=https') && a.status === 400
      ? { status: 302, headers: { location: 'https://evil.example/' }, body: undefined }
      : a,
  'a wrong email key answered 400 validation_error': (req, a) =>
    req.url.startsWith('/v2/auth/confirm-email/') && asProblem(a).code === 'token_invalid'
      ? { ...a, body: { ...asProblem(a), code: 'validation_error' } }
      : a,
};

const refreshOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { refresh?: string }).refresh;
  } catch {
    return undefined;
  }
};
const usedRefreshTokens = new Set<string>();

/** The broken variants that never reach the fake. */
const INTERCEPTS: Record<string, Intercept> = {
  // Answers 204 and revokes nothing.
  'a logout that revokes nothing': (req) =>
    req.method === 'POST' && req.url.startsWith('/v2/auth/logout/')
      ? { status: 204, headers: {}, body: undefined }
      : undefined,
  // Answers 204 and deletes nothing: the account still signs in.
  'an account deletion that deletes nothing': (req) =>
    req.method === 'DELETE' && req.url === '/v2/profile/'
      ? { status: 204, headers: {}, body: undefined }
      : undefined,
  // Refuses a reused refresh token, but leaves the rest of the sign-in alive.
  'a replayed refresh token that revokes only itself': (req) => {
    if (req.method !== 'POST' || !req.url.startsWith('/v2/auth/token/refresh/')) return undefined;
    const refresh = refreshOf(req.body);
    if (!refresh) return undefined;
    if (usedRefreshTokens.has(refresh)) return tokenInvalid;
    usedRefreshTokens.add(refresh);
    return undefined;
  },
};

let backend: Awaited<ReturnType<typeof startLocalBackend>>;
let proxy: Server;
let variant: Variant | undefined;
let intercept: Intercept | undefined;
let expiredAccessToken: string;
const config = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'contract-check.config.json'), 'utf8'),
) as Record<string, unknown>;

function startProxy(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const sent = Buffer.concat(chunks);
    const reply = (out: Answer) => {
      const payload =
        typeof out.body === 'string'
          ? out.body
          : out.body === undefined
            ? ''
            : JSON.stringify(out.body);
      const headers = { ...out.headers };
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      res.writeHead(out.status, { ...headers, 'content-length': Buffer.byteLength(payload) });
      res.end(payload);
    };
    const own = intercept?.({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      body: sent.toString('utf8'),
    });
    if (own) return reply(own);
    const upstream = request(
      {
        host: '127.0.0.1',
        port: API_PORT,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            /* not JSON: passed on as it is */
          }
          const original: Answer = {
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body,
          };
          reply(
            variant
              ? variant({ method: req.method ?? 'GET', url: req.url ?? '/' }, original)
              : original,
          );
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    upstream.end(sent);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

/**
 * Access tokens live a minute here; each run starts a minute past the moment `expiredAccessToken`
 * was issued, so that token is expired and every token the run gets itself has the minute to run in
 * (a 1 s lifetime expired mid-run on a busy machine: 403 where 404 was due).
 */
const ACCESS_TTL_SECONDS = 60;

async function run(): Promise<ConformanceRun> {
  backend.fake.reset();
  backend.fake.fake.advanceClock(ACCESS_TTL_SECONDS + 1);
  usedRefreshTokens.clear();
  return runConformance({
    baseUrl: `http://127.0.0.1:${PROXY_PORT}`,
    config: { ...config, expiredAccessToken },
    only: ONLY,
  });
}

const violations = (r: ConformanceRun) =>
  r.results.flatMap((s) =>
    (s.violations ?? []).map((v) => ({ operation: s.operation, scenario: s.name, ...v })),
  );

beforeAll(async () => {
  backend = await startLocalBackend({
    port: API_PORT,
    fakePort: FAKE_PORT,
    prismPort: PRISM_PORT,
    accessTtlSeconds: ACCESS_TTL_SECONDS,
    log: false,
  });
  proxy = await startProxy();
  // One access token for every run, expired by the clock each run starts with (run()).
  const answer = await fetch(`http://127.0.0.1:${PROXY_PORT}/v2/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify((config.accounts as Record<string, unknown>).candidate),
  });
  expiredAccessToken = ((await answer.json()) as { access: string }).access;
});

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await backend?.stop();
});

describe('contract:check against the fake', () => {
  it('passes the unbroken fake: every chosen operation conforms, none violates', async () => {
    variant = undefined;
    intercept = undefined;
    const result = await run();
    expect(violations(result)).toEqual([]);
    const conforming = new Set(
      result.results.filter((r) => r.outcome === 'conforms').map((r) => r.operation),
    );
    expect([...conforming].sort()).toEqual([...ONLY].sort());
    // The error cases are really exercised, not skipped.
    const names = result.results.filter((r) => r.outcome === 'conforms').map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'expired token',
        'wrong token',
        'page past the end',
        'page_size over the maximum',
        'rotation: the used refresh token is refused',
        'replay: a reused refresh token revokes the sign-in',
        'after logout the refresh token is refused',
        'wrong password',
        'wrong key',
        'redirect: 302 with a Location (not followed)',
        'an absolute redirect_url is refused',
        'the deleted account can no longer sign in',
      ]),
    );
    // deleteProfile ran as the disposable account, which the fake no longer has; the candidate
    // the rest of the run signs in as is still there.
    const accounts = config.accounts as Record<string, { email: string }>;
    const emails = backend.fake.ctx.store.users.map((u) => u.email);
    expect(emails).not.toContain(accounts.disposable!.email);
    expect(emails).toContain(accounts.candidate!.email);
  });

  const cases: [string, (v: ReturnType<typeof violations>) => boolean][] = [
    [
      'a field missing (job slug)',
      (v) =>
        v.some(
          (x) =>
            x.operation === 'listPublicJobs' &&
            /must have required property 'slug'/.test(x.message),
        ),
    ],
    [
      'a wrong date form (published_at without T and zone)',
      (v) => v.some((x) => /published_at must match format "date-time"/.test(x.message)),
    ],
    [
      '{"detail": …} instead of problem+json',
      (v) =>
        v.some(
          (x) => x.finding === 'problemJson' && /not application\/problem\+json/.test(x.message),
        ) && v.some((x) => x.scenario === 'wrong password'),
    ],
    [
      '401 for an expired token',
      (v) =>
        v.some(
          (x) =>
            x.scenario === 'expired token' &&
            x.finding === 'expiredToken' &&
            /expected 403, got 401/.test(x.message),
        ),
    ],
    [
      'a page past the end answering 200',
      (v) =>
        v.some(
          (x) =>
            x.scenario === 'page past the end' &&
            x.finding === 'pageCode' &&
            /expected 404, got 200/.test(x.message),
        ),
    ],
    [
      'a redirect_url outside the allow-list followed',
      (v) =>
        v.some(
          (x) =>
            x.scenario === 'an absolute redirect_url is refused' &&
            /expected 400, got 302/.test(x.message),
        ),
    ],
    [
      'a wrong email key answered 400 validation_error',
      (v) =>
        v.some(
          (x) =>
            x.operation === 'confirmEmail' &&
            x.scenario === 'wrong key' &&
            /expected code token_invalid, got validation_error/.test(x.message),
        ),
    ],
    [
      'a logout that revokes nothing',
      (v) =>
        v.some(
          (x) =>
            x.scenario === 'after logout the refresh token is refused' &&
            /expected 401, got 200/.test(x.message),
        ),
    ],
    [
      'an account deletion that deletes nothing',
      (v) =>
        v.some(
          (x) =>
            x.operation === 'deleteProfile' &&
            x.scenario === 'the deleted account can no longer sign in' &&
            /expected 401, got 200/.test(x.message),
        ),
    ],
    [
      'a replayed refresh token that revokes only itself',
      (v) =>
        v.some(
          (x) =>
            x.scenario === 'replay: a reused refresh token revokes the sign-in' &&
            /expected 401, got 200/.test(x.message),
        ),
    ],
  ];
  it.each(cases)('catches %s', async (name, caught) => {
    variant = VARIANTS[name];
    intercept = INTERCEPTS[name];
    const result = await run();
    const found = violations(result);
    expect(found.length).toBeGreaterThan(0);
    expect(caught(found)).toBe(true);
  });
});
