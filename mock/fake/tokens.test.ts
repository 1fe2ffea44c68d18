// HS256 JWTs as simplejwt issues them, and the check of a token.
import { describe, expect, it } from 'vitest';
import { decode, issue, issuePair, verify } from './tokens';

const NOW = new Date('2025-11-21T12:00:00Z');
const none = { seeded: new Map<string, number>(), revoked: new Set<string>() };
const USER = 'f0398c4e-883a-4105-b677-34d5075c7999';

describe('tokens', () => {
  it('an issued access token carries the claims and lives accessTtlSeconds', () => {
    const token = issue('access', USER, NOW, 60);
    const claims = decode(token);
    expect(claims).toMatchObject({
      token_type: 'access',
      user_id: USER,
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 60,
    });
    expect(verify(token, 'access', new Date(NOW.getTime() + 59_999), none)).toMatchObject({
      ok: true,
      claims: { user_id: USER },
    });
    expect(verify(token, 'access', new Date(NOW.getTime() + 60_000), none)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('a pair: the refresh token lives 14 days; distinct jtis', () => {
    const { access, refresh } = issuePair(USER, NOW, 900);
    expect(decode(refresh)?.exp).toBe(NOW.getTime() / 1000 + 14 * 24 * 3600);
    expect(decode(access)?.jti).not.toBe(decode(refresh)?.jti);
    expect(verify(refresh, 'access', NOW, none)).toEqual({ ok: false, reason: 'invalid' });
    expect(verify(refresh, 'refresh', NOW, none).ok).toBe(true);
  });

  it('a changed payload or signature, a revoked jti, or garbage is invalid', () => {
    const token = issue('access', USER, NOW, 900);
    const [head, , signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...decode(token), user_id: 'someone-else' })).toString('base64url')}.${signature}`;
    expect(verify(forged, 'access', NOW, none)).toEqual({ ok: false, reason: 'invalid' });
    expect(
      verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'access', NOW, none),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(
      verify(token, 'access', NOW, {
        seeded: new Map(),
        revoked: new Set([decode(token)?.jti ?? '']),
      }),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(verify('garbage', 'access', NOW, none)).toEqual({ ok: false, reason: 'invalid' });
    expect(decode('a.b.c')).toBeNull();
  });

  it('a seeded token is accepted without our signature until its own expiry, unless revoked', () => {
    const foreign = `${issue('access', USER, new Date('2020-01-01T00:00:00Z'), 1).split('.').slice(0, 2).join('.')}.not-our-signature`;
    expect(verify(foreign, 'access', NOW, none).ok).toBe(false);
    expect(
      verify(foreign, 'access', NOW, {
        seeded: new Map([[foreign, NOW.getTime() + 1000]]),
        revoked: new Set(),
      }).ok,
    ).toBe(true);
    expect(
      verify(foreign, 'access', NOW, {
        seeded: new Map([[foreign, NOW.getTime() + 1000]]),
        revoked: new Set([decode(foreign)?.jti ?? '']),
      }).ok,
    ).toBe(false);
    // Past its expiry it is expired, as any other token.
    expect(
      verify(foreign, 'access', NOW, {
        seeded: new Map([[foreign, NOW.getTime()]]),
        revoked: new Set(),
      }),
    ).toEqual({ ok: false, reason: 'expired' });
  });
});
