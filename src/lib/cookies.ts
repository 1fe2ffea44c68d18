import Cookies from 'js-cookie';

/**
 * Cookie persistence for client state (docs/product.md §1 and §9): SameSite=Strict, Secure
 * everywhere but on localhost (a site served over plain http elsewhere gets no cookie,
 * rather than a session readable on the wire), and each cookie kept under the 4 KB that browsers
 * silently drop.
 */
export const COOKIE_MAX_BYTES = 4000;
const COOKIE_MAX_AGE_DAYS = 30;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether cookies must be Secure: always, except on localhost (development and tests). */
export function secureCookies(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return location.protocol === 'https:' || !LOCAL_HOSTS.has(location.hostname);
}

export function cookieAttributes(expires: number = COOKIE_MAX_AGE_DAYS): Cookies.CookieAttributes {
  return {
    sameSite: 'strict',
    secure: typeof window !== 'undefined' && secureCookies(window.location),
    path: '/',
    expires,
  };
}

/** Bytes the browser stores for `name=value` once js-cookie has encoded it. */
export function encodedCookieSize(name: string, value: string): number {
  return new TextEncoder().encode(
    `${encodeURIComponent(name)}=${Cookies.converter.write(value, name)}`,
  ).length;
}

/**
 * Writes a JSON value. Refuses (and removes the old cookie) when the encoded cookie would not
 * fit, rather than letting the browser drop it silently; returns whether it was written.
 */
export function writeJsonCookie(
  name: string,
  value: unknown,
  expiresDays: number = COOKIE_MAX_AGE_DAYS,
): boolean {
  const json = JSON.stringify(value);
  if (encodedCookieSize(name, json) > COOKIE_MAX_BYTES) {
    console.warn(
      `[cookies] ${name} is larger than ${COOKIE_MAX_BYTES} bytes once encoded; not persisted.`,
    );
    Cookies.remove(name, { path: '/' });
    return false;
  }
  Cookies.set(name, json, cookieAttributes(expiresDays));
  return true;
}

/** Reads a JSON cookie; a missing, unparsable or rejected value reads as null. */
export function readJsonCookie<T>(name: string, parse: (value: unknown) => T | null): T | null {
  const raw = Cookies.get(name);
  if (raw === undefined) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string): void {
  Cookies.set(name, value, cookieAttributes());
}
