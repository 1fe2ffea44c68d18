/**
 * A failed response whose body was not a problem document (an HTML 502 from a proxy, an empty
 * 503): the generated client would reject with the bare text, which says nothing about the
 * status. The error interceptor turns such a rejection into this error, so the UI can still tell
 * a server failure from a refusal. Problem bodies pass through unchanged; the body's text is
 * kept for logs, never shown.
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

/** The generated client's error interceptor (installed in client.ts). No response: unchanged. */
export function statusErrorInterceptor(error: unknown, response: Response | undefined): unknown {
  if (!response || hasStatus(error)) return error;
  return new HttpStatusError(response.status, error);
}
