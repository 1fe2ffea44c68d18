/**
 * Where the API layer reads the access token from. The session (src/lib/session) registers a
 * reader; the API layer itself keeps no copy, so there is one source of truth.
 */
let readAccessToken: () => string | null = () => null;

export function setAccessTokenReader(reader: () => string | null): void {
  readAccessToken = reader;
}

export function getAccessToken(): string | null {
  return readAccessToken();
}
