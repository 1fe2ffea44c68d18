// JWTs as djangorestframework-simplejwt issues them: HS256, {token_type, exp, iat, jti, user_id}.
// The contract's example tokens are accepted too (as sessions that never expire), so a page set up
// with an example's cookies, or a curl line from the README, signs in as that example's user.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

const SECRET = 'local-fake-backend-not-a-secret';
const REFRESH_TTL_SECONDS = 14 * 24 * 3600;

export type TokenType = 'access' | 'refresh';

export interface Claims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: string;
}

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const sign = (input: string) => createHmac('sha256', SECRET).update(input).digest('base64url');

export function issue(
  type: TokenType,
  userId: string,
  now: Date,
  accessTtlSeconds: number,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Claims = {
    token_type: type,
    exp: iat + (type === 'access' ? accessTtlSeconds : REFRESH_TTL_SECONDS),
    iat,
    jti: randomUUID().replaceAll('-', ''),
    user_id: userId,
  };
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(claims))}`;
  return `${head}.${sign(head)}`;
}

export function issuePair(userId: string, now: Date, accessTtlSeconds: number) {
  return {
    access: issue('access', userId, now, accessTtlSeconds),
    refresh: issue('refresh', userId, now, accessTtlSeconds),
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
    if (claims.token_type !== 'access' && claims.token_type !== 'refresh') return null;
    return claims as Claims;
  } catch {
    return null;
  }
}

export type Verdict = { ok: true; claims: Claims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a token of the expected type: a signature of ours (or one of the seeded example tokens),
 * not revoked, not expired.
 */
export function verify(
  token: string,
  type: TokenType,
  now: Date,
  known: { seeded: ReadonlySet<string>; revoked: ReadonlySet<string> },
): Verdict {
  const claims = decode(token);
  if (!claims || claims.token_type !== type) return { ok: false, reason: 'invalid' };
  if (known.revoked.has(claims.jti)) return { ok: false, reason: 'invalid' };
  if (known.seeded.has(token)) return { ok: true, claims };
  const dot = token.lastIndexOf('.');
  const expected = Buffer.from(sign(token.slice(0, dot)));
  const given = Buffer.from(token.slice(dot + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
