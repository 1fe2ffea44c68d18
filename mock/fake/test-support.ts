// Shared helpers of the fake's unit tests: a Ctx on a fresh seed with a controllable clock and a
// mail outbox, a way to call a handler without HTTP, and look-ups of seeded records by name/slug.
import { expect } from 'vitest';
import type {
  LoginResponse,
  Problem,
  ScreeningQuestion,
  UploadTicketRequest,
} from '../../generated/types.gen';
import { createPresignedPost } from './handlers/uploads';
import type { Config, Ctx, Handler, Req } from './http';
import { HttpProblem } from './http';
import {
  DEV_PASSWORD,
  seed,
  SEED_MOMENT,
  type EmployerRecord,
  type JobRecord,
  type Store,
  type UserRecord,
} from './store';

const TEST_CONFIG: Config = {
  publicOrigin: 'http://127.0.0.1:4010',
  fakeOrigin: 'http://127.0.0.1:4012',
  appOrigin: 'http://localhost:5173',
  accessTtlSeconds: 900,
};

interface Mail {
  to: string;
  subject: string;
  link: string;
  body?: string;
  links?: string[];
}

export interface TestCtx extends Ctx {
  /** What the handlers mailed, in order. */
  outbox: Mail[];
  /** Moves the clock to a moment. */
  setNow(moment: string | Date): void;
  /** Moves the clock forward. */
  advance(ms: number): void;
}

export const DAY_MS = 24 * 3600 * 1000;

/** A Ctx on a fresh store seeded at SEED_MOMENT (dates as the examples write them), its clock at `now`. */
export function makeCtx(now: string | Date = SEED_MOMENT): TestCtx {
  let current = new Date(now).getTime();
  const outbox: Mail[] = [];
  const store: Store = seed(new Date(SEED_MOMENT));
  return {
    store,
    config: { ...TEST_CONFIG },
    now: () => new Date(current),
    mail: (to, subject, link, content) => {
      outbox.push({ to, subject, link, ...content });
    },
    outbox,
    setNow(moment) {
      current = new Date(moment).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}

export interface ReqParts<D> {
  path?: Req<D>['path'];
  query?: Req<D>['query'];
  body?: Req<D>['body'];
  user?: UserRecord | null;
  /** Path and query as the browser asked (resolved against the public origin); `/` by default. */
  url?: string;
}

/** Calls a handler the way the server would, without HTTP. */
export function call<D, R>(
  handler: Handler<D, R>,
  ctx: Ctx,
  parts: ReqParts<D> = {},
): ReturnType<Handler<D, R>> {
  const req = {
    path: parts.path ?? {},
    query: parts.query ?? {},
    body: parts.body,
    user: parts.user ?? null,
    url: new URL(parts.url ?? '/', ctx.config.publicOrigin),
  } as Req<D>;
  return handler(req, ctx);
}

/** The problem a call throws; fails the test when it returns instead, or throws something else. */
export function problemOf(run: () => unknown): Problem {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    if (error instanceof HttpProblem) return error.problem;
    throw error;
  }
  throw new Error(
    `Expected an HttpProblem, got a result: ${JSON.stringify(result)?.slice(0, 300)}`,
  );
}

function found<V>(value: V | undefined, what: string): V {
  if (value === undefined) throw new Error(`The seed has no ${what}`);
  return value;
}

export const userByEmail = (store: Store, email: string): UserRecord =>
  found(
    store.users.find((u) => u.email === email),
    `user ${email}`,
  );
const userByName = (store: Store, name: string): UserRecord =>
  found(
    store.users.find((u) => u.name === name),
    `user ${name}`,
  );
export const employerBySlug = (store: Store, slug: string): EmployerRecord =>
  found(
    store.employers.find((e) => e.slug === slug),
    `employer ${slug}`,
  );
export const jobBySlug = (store: Store, slug: string): JobRecord =>
  found(
    store.jobs.find((j) => j.slug === slug),
    `job ${slug}`,
  );
export const locationBySlug = (store: Store, slug: string) =>
  found(
    store.locations.find((l) => l.slug === slug),
    `location ${slug}`,
  );

/** The seeded people of the brief, found by name or email (never by hard-coded id). */
export function people(store: Store) {
  return {
    maya: userByEmail(store, 'maya.okafor@example.com'),
    daniel: userByEmail(store, 'daniel.osei@example.com'),
    jonas: userByName(store, 'Jonas Weber'),
    tomas: userByName(store, 'Tomás Rivera'),
    priya: userByName(store, 'Priya Natarajan'),
    sofia: userByName(store, 'Sofia Marques'),
  };
}

/** Query parameters to a URL path, repeatable ones repeated (as the browser would send them). */
export function urlOf(path: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, String(v));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** An upload ticket for `user` (null: anonymous); with `arrive`, the file is put into storage under its key. */
export function upload(
  ctx: Ctx,
  user: UserRecord | null,
  request: Partial<UploadTicketRequest> = {},
  {
    arrive = true,
    bytes = Buffer.from('%PDF-1.4 test resume'),
  }: { arrive?: boolean; bytes?: Buffer } = {},
): string {
  const body: UploadTicketRequest = {
    filename: 'cv.pdf',
    content_type: 'application/pdf',
    purpose: 'resume',
    ...request,
  };
  const { key } = call(createPresignedPost, ctx, { body, user }).body.fields;
  if (arrive) ctx.store.files.set(key, { content_type: body.content_type, bytes });
  return key;
}

export interface HttpCall {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The JSON client the HTTP tests of the local backend share (the fake alone, or Prism in front of
 * it): `api` sends a call with an optional bearer token and JSON body, `json` reads an answer,
 * `signIn` logs a seeded account in. `baseUrl` is read per call (servers start in beforeEach).
 */
export function httpClient(baseUrl: () => string, redirect: RequestRedirect = 'manual') {
  const api = (path: string, { method = 'GET', token, body, headers = {} }: HttpCall = {}) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      redirect,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <B>(response: Response) => (await response.json()) as B;
  async function signIn(email: string, password = DEV_PASSWORD): Promise<LoginResponse> {
    const response = await api('/v2/auth/login/', { method: 'POST', body: { email, password } });
    expect(response.status).toBe(200);
    return json<LoginResponse>(response);
  }
  return { api, json, signIn };
}

/** A text answer's bytes as text, its byte order mark kept (the CSV export streams; it starts with one). */
export async function textOf(body: string | ReadableStream<Uint8Array>): Promise<string> {
  if (typeof body === 'string') return body;
  const bytes = await new Response(body).arrayBuffer();
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** A saved screening question (a yes/no one unless `over` says otherwise). */
export const screeningQuestion = (over: Partial<ScreeningQuestion> = {}): ScreeningQuestion => ({
  id: SCREENING_QUESTION_ID,
  version: 1,
  kind: 'yes_no',
  prompt: 'Allowed to work in Germany?',
  required: true,
  options: [],
  knockout_answers: [],
  min: null,
  max: null,
  ...over,
});

export const SCREENING_QUESTION_ID = '0b7e1c52-3f0a-4d7e-9a55-2c6f1b8e4d31';

/** A choice question's options: a team's size. */
export const TEAM_SIZES = [
  { id: 'none', label: 'None' },
  { id: 'some', label: 'Up to 5' },
];
