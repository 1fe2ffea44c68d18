// What a handler gets and gives: typed request parts in, a typed success (or a thrown Problem) out.
import type { FieldErrors, Problem } from '../../generated/types.gen';
import type { Store, UserRecord } from './store';

export interface Config {
  /** Origin the browser calls (Prism's proxy): the base of `next`/`previous` links. */
  publicOrigin: string;
  /** Origin of the fake itself: storage uploads and stored files are served here. */
  fakeOrigin: string;
  /**
   * The configured web-app origin (MOCK_APP_ORIGIN): the only origin emailed links and the social
   * sign-in return point at. Never taken from a request's Host, Origin or Referer (issue 30).
   */
  appOrigin: string;
  /** Access token lifetime in seconds (15 minutes, as the contract says, unless a test shortens it). */
  accessTtlSeconds: number;
}

export interface Ctx {
  store: Store;
  config: Config;
  now(): Date;
  /** Dev mail catcher: links the fake would have emailed (with the text and all links, if given). */
  mail(to: string, subject: string, link: string, content?: MailContent): void;
}

interface MailContent {
  body?: string;
  links?: string[];
}

export interface Req<D> {
  path: D extends { path?: infer P } ? NonNullable<P> : never;
  query: D extends { query?: infer Q } ? NonNullable<Q> : never;
  body: D extends { body?: infer B } ? B : never;
  /** The signed-in user, when a valid access token was sent. */
  user: UserRecord | null;
  /** The sign-in (`sid` claim) of that access token, when it has one. */
  sid?: string | null;
  /** The URL as the browser asked for it (on the public origin). */
  url: URL;
  /** The caller's address (first X-Forwarded-For hop, else the peer) and User-Agent (job views). */
  client?: { address: string; userAgent: string };
}

/** A text answer (the CSV export) may be a stream of its bytes, written as it is produced. */
type Body<B> = B extends string ? B | ReadableStream<Uint8Array> : B;

type Success<R> = {
  [S in keyof R & number]: { status: S; body: Body<R[S]>; headers?: Record<string, string> };
}[keyof R & number];

export type Handler<D, R> = (req: Req<D>, ctx: Ctx) => Success<R>;

/** A problem+json answer. Handlers throw it; the server writes it. */
export class HttpProblem extends Error {
  readonly problem: Problem;
  readonly headers: Record<string, string>;
  constructor(problem: Problem, headers: Record<string, string> = {}) {
    super(`${problem.status} ${problem.code ?? ''} ${problem.detail}`);
    this.problem = problem;
    this.headers = headers;
  }
}

const TITLES: Record<number, [string, string]> = {
  400: ['Invalid request', 'validation-error'],
  401: ['Not authenticated', 'not-authenticated'],
  403: ['Permission denied', 'permission-denied'],
  404: ['Not found', 'not-found'],
  409: ['Conflict', 'conflict'],
  413: ['Payload too large', 'payload-too-large'],
  415: ['Unsupported media type', 'unsupported-media-type'],
  501: ['Not implemented', 'not-implemented'],
};

/** Builds the problem of a status, in the contract's style (type URI, title, code, optional field errors). */
export function problem(
  status: number,
  code: string,
  detail: string,
  extra: { title?: string; type?: string; errors?: FieldErrors } = {},
): HttpProblem {
  const [title, slug] = TITLES[status] ?? ['Error', 'error'];
  return new HttpProblem({
    type: `https://api.jobboard.example/problems/${extra.type ?? slug}`,
    title: extra.title ?? title,
    status,
    detail,
    code,
    ...(extra.errors ? { errors: extra.errors } : {}),
  });
}

export const notFound = (what = 'resource') =>
  problem(404, 'not_found', `No ${what} matches the given query.`);

/** Field validation error, DRF style: `{field: [message]}`. */
export const invalid = (errors: FieldErrors, detail = 'Some fields are invalid.') =>
  problem(400, 'validation_error', detail, { errors });

export function requireUser(req: { user: UserRecord | null }): UserRecord {
  if (!req.user)
    throw problem(401, 'not_authenticated', 'Authentication credentials were not provided.');
  return req.user;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** DRF page-number pagination: absolute neighbour links on the public origin; a page past the end is 404. */
export function paginate<T>(
  items: T[],
  query: { page?: number; page_size?: number },
  url: URL,
): Page<T> {
  const asked = query.page_size ?? 20;
  const size = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), 100) : 20;
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = query.page ?? 1;
  // DRF: page 0, -1 or "abc" is an invalid page (404), as is one past the end.
  if (!Number.isInteger(page) || page < 1 || page > pages)
    throw problem(404, 'invalid_page', 'Invalid page.');
  const link = (n: number) => {
    const target = new URL(url);
    if (n === 1) target.searchParams.delete('page');
    else target.searchParams.set('page', String(n));
    return target.toString();
  };
  return {
    count: items.length,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice((page - 1) * size, page * size),
  };
}
