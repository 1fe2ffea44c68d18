// JWTs as djangorestframework-simplejwt issues them: HS256, {token_type, exp, iat, jti, user_id},
// plus `sid`, the sign-in (refresh family) a token belongs to: rotation keeps it, and logout, a
// password reset or change, or the replay of a rotated refresh token revoke the whole family.
// The contract's example tokens are accepted too, so a curl line from the README signs in as that
// example's user, but like any other token: an access token for 15 minutes after the fake started
// (or was reset), a refresh token for 14 days, and logout, a reset or a password change revoke them.
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** A new signing key every start: nobody can mint a token (or an unsubscribe link) offline. */
const SECRET = randomBytes(32);
const REFRESH_TTL_SECONDS = 14 * 24 * 3600;
/** A sign-in's absolute lifetime: refreshing never extends a family beyond it. */
export const SESSION_MAX_SECONDS = 30 * 24 * 3600;

export type TokenType = 'access' | 'refresh';

export interface Claims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: string;
  /** The sign-in (refresh family); absent from the contract's example tokens. */
  sid?: string;
}

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const sign = (input: string) => createHmac('sha256', SECRET).update(input).digest('base64url');
/** HMAC-SHA256 (base64url) under the fake's secret (this process's), for other signed values (job alert unsubscribe links) and tests. */
export const signValue = sign;

export function issue(
  type: TokenType,
  userId: string,
  now: Date,
  accessTtlSeconds: number,
  sid?: string,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Claims = {
    token_type: type,
    exp: iat + (type === 'access' ? accessTtlSeconds : REFRESH_TTL_SECONDS),
    iat,
    jti: randomUUID().replaceAll('-', ''),
    user_id: userId,
    ...(sid ? { sid } : {}),
  };
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(claims))}`;
  return `${head}.${sign(head)}`;
}

/** A token pair of one sign-in (`sid`; a new sign-in when omitted). */
export function issuePair(
  userId: string,
  now: Date,
  accessTtlSeconds: number,
  sid: string = randomUUID(),
) {
  return {
    access: issue('access', userId, now, accessTtlSeconds, sid),
    refresh: issue('refresh', userId, now, accessTtlSeconds, sid),
    sid,
  };
}

/** The claims of a well-formed token, without checking anything. */
export function decode(token: string): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(
      Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'),
    ) as Partial<Claims>;
    if (typeof claims.user_id !== 'string' || typeof claims.jti !== 'string') return null;
    // simplejwt refuses a token without exp ("Token has no 'exp' claim"): so does the fake.
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
    if (claims.sid !== undefined && typeof claims.sid !== 'string') return null;
    if (claims.token_type !== 'access' && claims.token_type !== 'refresh') return null;
    return claims as Claims;
  } catch {
    return null;
  }
}

/** The example tokens (token -> when it expires, ms) and the revoked jtis. */
export interface Known {
  seeded: ReadonlyMap<string, number>;
  revoked: ReadonlySet<string>;
}

export type Verdict = { ok: true; claims: Claims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The claims of a genuine token of ours (or a seeded one) that is blacklisted: a rotated refresh
 * token presented again is a replay. Null for anything else.
 */
export function revokedClaims(
  token: string,
  type: TokenType,
  now: Date,
  known: Known,
): Claims | null {
  const claims = decode(token);
  if (!claims || !known.revoked.has(claims.jti)) return null;
  const verdict = verify(token, type, now, { seeded: known.seeded, revoked: new Set() });
  return verdict.ok || verdict.reason === 'expired' ? claims : null;
}

/**
 * Checks a token of the expected type: a signature of ours (or one of the seeded example tokens),
 * not revoked, not expired.
 */
export function verify(token: string, type: TokenType, now: Date, known: Known): Verdict {
  const claims = decode(token);
  if (!claims || claims.token_type !== type) return { ok: false, reason: 'invalid' };
  const seeded = known.seeded.has(token);
  if (!seeded) {
    const dot = token.lastIndexOf('.');
    const expected = Buffer.from(sign(token.slice(0, dot)));
    const given = Buffer.from(token.slice(dot + 1));
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { ok: false, reason: 'invalid' };
  }
  if (known.revoked.has(claims.jti)) return { ok: false, reason: 'invalid' };
  const until = seeded ? known.seeded.get(token)! : claims.exp * 1000;
  if (until <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/**
 * What is stored of an emailed single-use token (an invitation link's): its SHA-256, never the
 * token itself, so a copy of the store (a backup, a log of rows) holds no working link. The token
 * is random (192 bits), so a plain hash is enough; a lookup hashes what the link carried.
 */
export const tokenDigest = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
