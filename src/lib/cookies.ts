import Cookies from 'js-cookie';

/**
 * Cookie persistence for client state (docs/product.md §1 and §9): SameSite=Strict, Secure on
 * https, and each cookie kept under the 4 KB that browsers silently drop.
 */
export const COOKIE_MAX_BYTES = 4000;
export const COOKIE_MAX_AGE_DAYS = 30;

export function cookieAttributes(): Cookies.CookieAttributes {
  return {
    sameSite: 'strict',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
    path: '/',
    expires: COOKIE_MAX_AGE_DAYS,
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
export function writeJsonCookie(name: string, value: unknown): boolean {
  const json = JSON.stringify(value);
  if (encodedCookieSize(name, json) > COOKIE_MAX_BYTES) {
    console.warn(
      `[cookies] ${name} is larger than ${COOKIE_MAX_BYTES} bytes once encoded; not persisted.`,
    );
    Cookies.remove(name, { path: '/' });
    return false;
  }
  Cookies.set(name, json, cookieAttributes());
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
