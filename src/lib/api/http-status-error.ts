import type { FieldErrors, Problem } from '@generated/types.gen';

/**
 * A failed response whose body was not JSON (an HTML 502 from a proxy, an empty 503): the
 * generated client would reject with the bare text, which says nothing about the status. The
 * error interceptor turns such a rejection into this error, so the UI can still tell a server
 * failure from a refusal. Problem bodies pass through unchanged, other JSON bodies become problems
 * (`problemFromBody`); the body's text is kept for logs, never shown.
 */
export class HttpStatusError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
    this.status = status;
    this.body = body;
  }
}

function hasStatus(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** DRF's bare field map: every value a list of messages or, nested, the same map. */
function isFieldMap(value: unknown): value is FieldErrors {
  return (
    isObject(value) &&
    Object.keys(value).length > 0 &&
    Object.values(value).every(
      (v) => (Array.isArray(v) && v.every((m) => typeof m === 'string')) || isFieldMap(v),
    )
  );
}

/**
 * An error body that is JSON but not a problem document, as a stock Django REST framework server
 * sends them (docs/backend-guide.md, "Stock Django REST framework"): `{"detail": …}`, simplejwt's
 * `{"detail", "code", "messages"}`, a bare field map `{"email": ["…"]}`, a list of messages. It
 * becomes a problem with the response's status, so the app still decides by status (and by
 * `code` where there is one), and field errors still land under their fields. Its title and
 * detail stay empty unless the server gave a detail: the app says things in its own words.
 */
function problemFromBody(status: number, body: unknown): Problem | undefined {
  if (Array.isArray(body) && body.every((m) => typeof m === 'string'))
    return {
      type: 'about:blank',
      title: '',
      status,
      detail: '',
      errors: { non_field_errors: body },
    };
  if (!isObject(body)) return undefined;
  const problem: Problem = {
    type: 'about:blank',
    title: '',
    status,
    detail: typeof body.detail === 'string' ? body.detail : '',
  };
  if (typeof body.code === 'string') problem.code = body.code;
  if (isFieldMap(body.errors)) problem.errors = body.errors;
  else if (!('detail' in body) && isFieldMap(body)) problem.errors = body;
  return problem;
}

/** The wait a throttled answer asked for, by the error it became (see `retryAfterSeconds`). */
const waits = new WeakMap<object, number>();

/**
 * Seconds a 429 answer asked the client to wait (its `Retry-After`, the contract's delay-seconds
 * form), or null when it did not say (or the browser was not allowed to read the header).
 */
export function retryAfterSeconds(error: unknown): number | null {
  return typeof error === 'object' && error !== null ? (waits.get(error) ?? null) : null;
}

/**
 * The generated client's error interceptor (installed in client.ts). No response: unchanged. A
 * 429's `Retry-After` is kept for `retryAfterSeconds`, the error itself unchanged.
 */
export function statusErrorInterceptor(error: unknown, response: Response | undefined): unknown {
  if (!response) return error;
  const result = hasStatus(error)
    ? error
    : (problemFromBody(response.status, error) ?? new HttpStatusError(response.status, error));
  const wait = Number(response.headers.get('Retry-After') ?? '');
  if (
    response.status === 429 &&
    Number.isInteger(wait) &&
    wait > 0 &&
    typeof result === 'object' &&
    result !== null
  )
    waits.set(result, wait);
  return result;
}
