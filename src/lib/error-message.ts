import { VALIDATION_ERROR } from './api/validation';

/**
 * What went wrong with a call, in the app's own words (never the server's text). The one place
 * that decides which sentence a failed call gets: the shared query alert, failed saves, toasts.
 *
 * The generated client rejects with the parsed problem body (`status` on it), with an
 * `HttpStatusError` when the body was not JSON (see `api/client.ts`), with a `TypeError` when
 * fetch got no response at all, and with `Error('VALIDATION_ERROR')` when a response broke the
 * contract.
 */
export type FailureKind =
  'network' | 'server' | 'session' | 'forbidden' | 'not-found' | 'too-many' | 'refused' | 'unknown';

export const FAILURE_MESSAGES: Readonly<Record<FailureKind, string>> = {
  network: 'Check your connection and try again.',
  server: 'Something went wrong on our side. Try again in a moment.',
  session: 'Your session has ended. Sign in again, then try again.',
  forbidden: "Your account doesn't have access to this.",
  'not-found': 'It may have been removed, or the link is wrong.',
  'too-many': 'There were too many requests in a short time. Wait a moment and try again.',
  refused: 'Reload the page and try again.',
  unknown: 'Something went wrong. Try again in a moment.',
};

/** Messages fetch rejects with when no response came (Chromium, Firefox, Safari). */
const NO_RESPONSE = /failed to fetch|networkerror|load failed|network request failed/i;

/** The HTTP status a failed call carries, when it got a response. */
export function failureStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 100 && status <= 599 ? status : undefined;
}

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function failureKind(error: unknown): FailureKind {
  const status = failureStatus(error);
  if (status === undefined) {
    if (error instanceof Error && error.message === VALIDATION_ERROR) return 'server';
    if (error instanceof TypeError && NO_RESPONSE.test(error.message)) return 'network';
    if (
      error instanceof DOMException &&
      (error.name === 'TimeoutError' || error.name === 'NetworkError')
    )
      return 'network';
    return offline() ? 'network' : 'unknown';
  }
  if (status >= 500) return 'server';
  if (status === 401) return 'session';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 429) return 'too-many';
  return 'refused';
}

/** One sentence saying what went wrong and what to do, for any failed call. */
export function failureMessage(error: unknown): string {
  return FAILURE_MESSAGES[failureKind(error)];
}
