/**
 * The fetch the generated client uses (set in runtime-config.ts). It implements the app-wide
 * call policy of docs/product.md §4 and §9, in one place:
 * - a 403 whose problem `code` is `token_expired` means the access token expired: refresh it
 *   once (single flight: any number of concurrent 403s share one refresh call; the session
 *   coordinates tabs), retry the request with the new token, then tell the session to reload the
 *   user; a failed refresh signs out. Any other 403 is a permission denial, answered as it is;
 * - a GET answered 408, 409, 425, 429, 500, 502, 503 or 504 is retried once;
 *   POST, PUT, PATCH and DELETE are never retried.
 */
export const RETRYABLE_GET_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

export interface AuthHooks {
  /**
   * Resolves to an access token newer than `refused` (the one the server called expired), by
   * refreshing or from another tab's refresh; null when the session is over.
   */
  refresh: (refused: string | null) => Promise<string | null>;
  /** Called after a refreshed token made a retried request succeed (reload the user). */
  onRefreshed: () => void;
  /** Called when the refresh failed: sign out cleanly. */
  onRefreshFailed: () => void;
  /** Whether a session exists (no refresh is attempted without one). */
  hasSession: () => boolean;
}

let hooks: AuthHooks | null = null;
let refreshInFlight: Promise<string | null> | null = null;

/** Installs the session's hooks (done once by the app; tests install their own). */
export function configureAuthHooks(next: AuthHooks | null): void {
  hooks = next;
  refreshInFlight = null;
}

/** Paths whose 403 must not trigger a refresh (the refresh call itself, sign-in calls). */
const NO_REFRESH_PATHS = ['/v2/auth/'];

function refreshOnce(h: AuthHooks, refused: string | null): Promise<string | null> {
  if (!refreshInFlight) {
    refreshInFlight = h
      .refresh(refused)
      .catch(() => null)
      .finally(() => {
        // Let the next expiry start a new refresh, but only after every waiter has the result.
        queueMicrotask(() => {
          refreshInFlight = null;
        });
      });
  }
  return refreshInFlight;
}

/** Whether a 403 says the access token expired (code `token_expired`), not a permission denial. */
async function isTokenExpired(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { code?: unknown } | null;
    return body?.code === 'token_expired';
  } catch {
    return false;
  }
}

const bearerOf = (request: Request) =>
  /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;

export type BaseFetch = (request: Request) => Promise<Response>;

export function createResilientFetch(
  baseFetch: BaseFetch = (request) => globalThis.fetch(request),
) {
  return async function resilientFetch(input: Request): Promise<Response> {
    const method = input.method.toUpperCase();
    const replay = input.clone();
    const response = await baseFetch(input);

    const path = new URL(input.url).pathname;
    if (
      response.status === 403 &&
      hooks?.hasSession() &&
      !NO_REFRESH_PATHS.some((p) => path.startsWith(p)) &&
      (await isTokenExpired(response))
    ) {
      const h = hooks;
      const token = await refreshOnce(h, bearerOf(replay));
      if (!token) {
        h.onRefreshFailed();
        return response;
      }
      const headers = new Headers(replay.headers);
      headers.set('Authorization', `Bearer ${token}`);
      const retried = await baseFetch(new Request(replay, { headers }));
      if (retried.ok) h.onRefreshed();
      return retried;
    }

    if (method === 'GET' && RETRYABLE_GET_STATUSES.has(response.status)) {
      return baseFetch(replay);
    }
    return response;
  };
}
