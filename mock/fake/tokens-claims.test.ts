// What the fake accepts as a token beyond the happy path (simplejwt's refusals): malformed claims,
// the sign-in (`sid`) a token carries, a replayed refresh token, the stored digest of a link.
import { describe, expect, it } from 'vitest';
import { decode, issue, issuePair, revokedClaims, tokenDigest, verify } from './tokens';

const NOW = new Date('2025-11-21T12:00:00Z');
const USER = 'f0398c4e-883a-4105-b677-34d5075c7999';
const none = { seeded: new Map<string, number>(), revoked: new Set<string>() };

/** A token whose payload is `claims`, signed or not (decode does not check signatures). */
const withClaims = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const good = { token_type: 'access', exp: 2_000_000_000, iat: 1, jti: 'j1', user_id: USER };

describe('decode: what a token must carry', () => {
  it('reads well-formed claims, with or without a sign-in', () => {
    expect(decode(withClaims(good))).toEqual(good);
    expect(decode(withClaims({ ...good, sid: 's1', token_type: 'refresh' }))).toEqual({
      ...good,
      sid: 's1',
      token_type: 'refresh',
    });
  });

  it.each([
    ['no user', { ...good, user_id: undefined }],
    ['a numeric user', { ...good, user_id: 7 }],
    ['no jti', { ...good, jti: undefined }],
    ['no exp', { ...good, exp: undefined }],
    ['an exp in words', { ...good, exp: '2000000000' }],
    ['a non-numeric sid', { ...good, sid: 5 }],
    ['an unknown token type', { ...good, token_type: 'id' }],
    ['no token type', { ...good, token_type: undefined }],
  ])('refuses a token with %s', (_, claims) => {
    expect(decode(withClaims(claims))).toBeNull();
  });

  it('refuses a token of two or four parts, and a payload that is not JSON', () => {
    const [head, body] = withClaims(good).split('.');
    expect(decode(`${head}.${body}`)).toBeNull();
    expect(decode(`${head}.${body}.sig.extra`)).toBeNull();
    expect(decode(`${head}.${Buffer.from('not json').toString('base64url')}.sig`)).toBeNull();
    expect(decode('')).toBeNull();
  });
});

describe('issue and issuePair: the sign-in a token belongs to', () => {
  it('a pair shares its sign-in; a new pair is a new sign-in unless one is given', () => {
    const first = issuePair(USER, NOW, 900);
    expect(decode(first.access)?.sid).toBe(first.sid);
    expect(decode(first.refresh)?.sid).toBe(first.sid);
    expect(issuePair(USER, NOW, 900).sid).not.toBe(first.sid);
    const rotated = issuePair(USER, NOW, 900, first.sid);
    expect(rotated.sid).toBe(first.sid);
    expect(decode(rotated.refresh)?.sid).toBe(first.sid);
  });

  it('a token issued without a sign-in carries none; the header says HS256 JWT', () => {
    const token = issue('access', USER, NOW, 60);
    expect(decode(token)).not.toHaveProperty('sid');
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(decode(token)?.jti).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts seconds from the moment given, rounded down', () => {
    const token = issue('access', USER, new Date(NOW.getTime() + 999), 60);
    expect(decode(token)).toMatchObject({
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 60,
    });
  });
});

describe('verify: signatures of another length, and types', () => {
  it('refuses a signature shorter or longer than ours', () => {
    const token = issue('access', USER, NOW, 900);
    expect(verify(token.slice(0, -2), 'access', NOW, none)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verify(`${token}AA`, 'access', NOW, none)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a seeded token of the other type is still refused', () => {
    const seededRefresh = withClaims({ ...good, token_type: 'refresh' });
    expect(
      verify(seededRefresh, 'access', NOW, {
        seeded: new Map([[seededRefresh, NOW.getTime() + 900_000]]),
        revoked: new Set(),
      }),
    ).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('revokedClaims: a rotated refresh token presented again (a replay)', () => {
  it('gives the claims of a genuine revoked token, expired or not', () => {
    const { refresh, sid } = issuePair(USER, NOW, 900);
    const jti = decode(refresh)!.jti;
    const known = { seeded: new Map<string, number>(), revoked: new Set([jti]) };
    expect(revokedClaims(refresh, 'refresh', NOW, known)).toMatchObject({ jti, sid });
    const later = new Date(NOW.getTime() + 15 * 24 * 3600 * 1000);
    expect(revokedClaims(refresh, 'refresh', later, known)).toMatchObject({ jti, sid });
  });

  it('gives nothing for a token that is not revoked, not ours, not a token, or of the other type', () => {
    const { refresh } = issuePair(USER, NOW, 900);
    const jti = decode(refresh)!.jti;
    expect(revokedClaims(refresh, 'refresh', NOW, none)).toBeNull();
    const forged = `${refresh.slice(0, refresh.lastIndexOf('.'))}.forged`;
    expect(
      revokedClaims(forged, 'refresh', NOW, { seeded: new Map(), revoked: new Set([jti]) }),
    ).toBeNull();
    expect(
      revokedClaims(refresh, 'access', NOW, { seeded: new Map(), revoked: new Set([jti]) }),
    ).toBeNull();
    expect(revokedClaims('garbage', 'refresh', NOW, none)).toBeNull();
  });
});

describe('tokenDigest', () => {
  it('stores the SHA-256 of a link token, never the token', () => {
    expect(tokenDigest('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
