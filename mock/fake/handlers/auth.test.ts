// Sign-up by magic link, sign-in, token refresh, password reset and change, handlers called directly.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_PASSWORD, type UserRecord } from '../store';
import { call, DAY_MS, makeCtx, people, problemOf, type TestCtx } from '../test-support';
import { decode, verify } from '../tokens';
import { getCurrentUser } from './account';
import {
  changePassword,
  checkRegistration,
  confirmEmail,
  confirmPasswordReset,
  login,
  refreshToken,
  requestPasswordReset,
  signUp,
  verifyPasswordToken,
  verifySignupKey,
  verifyToken,
} from './auth';

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

const check = (email: string) => call(checkRegistration, ctx, { query: { email } }).body;
const signIn = (email: string, password: string) =>
  call(login, ctx, { body: { email, password } }).body;
const known = () => ({ seeded: ctx.store.seededTokens, revoked: ctx.store.revokedJtis });
const lastLink = () => new URL(ctx.outbox.at(-1)?.link ?? 'http://missing.invalid/');

describe('checkRegistration', () => {
  it('Maya has all three methods', () => {
    expect(check('maya.okafor@example.com')).toEqual({
      google: true,
      linkedin: true,
      password: true,
    });
  });

  it('Daniel signs in with Google only', () => {
    expect(check(' Daniel.Osei@Example.com ')).toEqual({
      google: true,
      linkedin: false,
      password: false,
    });
  });

  it('an unknown email, or an invitee without an account yet, is 404', () => {
    expect(problemOf(() => check('nobody@example.com'))).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(problemOf(() => check('lea.fischer@example.com')).status).toBe(404);
  });
});

describe('sign-up by magic link', () => {
  const signUpNew = (email = 'new.candidate@example.com', redirect_url?: string) => {
    ctx.config.appOrigin = 'http://localhost:5180'; // the configured web-app origin
    return call(signUp, ctx, {
      body: { email, access_type: 'candidate' },
      query: redirect_url === undefined ? {} : { redirect_url },
    });
  };

  it('creates an unconfirmed user and mails a link with ?key= to the web app', () => {
    const result = signUpNew('new.candidate@example.com', 'job/senior-frontend-engineer-northwind');
    expect(result.status).toBe(201);
    const user = ctx.store.users.find((u) => u.email === 'new.candidate@example.com');
    expect(user).toMatchObject({ confirmed: false, password: null, access_type: 'candidate' });
    expect(ctx.outbox).toHaveLength(1);
    expect(ctx.outbox[0]?.to).toBe('new.candidate@example.com');
    const link = lastLink();
    expect(`${link.origin}${link.pathname}`).toBe(
      'http://localhost:5180/job/senior-frontend-engineer-northwind',
    );
    expect(link.searchParams.get('key')).toBeTruthy();
    expect(link.searchParams.get('email')).toBe('new.candidate@example.com');
    expect(ctx.outbox[0]?.link).toContain('?key=');
    // Not an account yet for the sign-in dialog.
    expect(problemOf(() => check('new.candidate@example.com')).status).toBe(404);
  });

  it('an email with a confirmed account is 409 email_taken', () => {
    expect(problemOf(() => signUpNew('MAYA.okafor@example.com'))).toMatchObject({
      status: 409,
      code: 'email_taken',
    });
    expect(ctx.outbox).toHaveLength(0);
  });

  it('verifySignupKey: valid for the mailed key, invalid for another or after 3 days', () => {
    signUpNew();
    const key = lastLink().searchParams.get('key') ?? '';
    expect(call(verifySignupKey, ctx, { body: { key } }).body).toEqual({ valid: true });
    expect(call(verifySignupKey, ctx, { body: { key: `${key}x` } }).body).toEqual({ valid: false });
    ctx.advance(3 * DAY_MS);
    expect(call(verifySignupKey, ctx, { body: { key } }).body).toEqual({ valid: false });
  });

  it('confirmEmail sets the password and signs in; then login works with that password only', () => {
    signUpNew();
    const key = lastLink().searchParams.get('key') ?? '';
    const session = call(confirmEmail, ctx, {
      body: { key, password: 'orbit-lantern-meadow-42' },
    }).body;
    const user = ctx.store.users.find((u) => u.email === 'new.candidate@example.com');
    expect(user).toMatchObject({ confirmed: true, password: 'orbit-lantern-meadow-42' });
    expect(session.user).toMatchObject({
      id: user?.id,
      email: 'new.candidate@example.com',
      access_type: 'candidate',
      employers: [],
    });
    expect(verify(session.access, 'access', ctx.now(), known())).toMatchObject({
      ok: true,
      claims: { user_id: user?.id },
    });
    expect(verify(session.refresh, 'refresh', ctx.now(), known())).toMatchObject({
      ok: true,
      claims: { user_id: user?.id },
    });
    // The key is spent.
    expect(call(verifySignupKey, ctx, { body: { key } }).body.valid).toBe(false);
    expect(
      problemOf(() => call(confirmEmail, ctx, { body: { key, password: 'another-good-one-77' } })),
    ).toMatchObject({ status: 400, code: 'token_invalid' });

    expect(signIn('new.candidate@example.com', 'orbit-lantern-meadow-42').user.id).toBe(user?.id);
    expect(
      problemOf(() => signIn('new.candidate@example.com', 'orbit-lantern-meadow-43')),
    ).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(check('new.candidate@example.com')).toEqual({
      google: false,
      linkedin: false,
      password: true,
    });
  });

  it('confirmEmail refuses a weak password and keeps the key', () => {
    signUpNew();
    const key = lastLink().searchParams.get('key') ?? '';
    for (const password of ['password', '1234567890123', 'new.candidate-rocks']) {
      const problem = problemOf(() => call(confirmEmail, ctx, { body: { key, password } }));
      expect(problem).toMatchObject({ status: 400, code: 'validation_error' });
      expect(problem.errors).toHaveProperty('password');
    }
    expect(call(verifySignupKey, ctx, { body: { key } }).body.valid).toBe(true);
  });

  it('an invitee signs up like anyone: the account has the type asked for and joins nothing', () => {
    // The invitation made no account; her candidate sign-up makes a candidate one.
    expect(ctx.store.users.some((u) => u.email === 'lea.fischer@example.com')).toBe(false);
    call(signUp, ctx, { body: { email: 'lea.fischer@example.com', access_type: 'candidate' } });
    expect(ctx.store.users.filter((u) => u.email === 'lea.fischer@example.com')).toHaveLength(1);
    const key = lastLink().searchParams.get('key') ?? '';
    expect(lastLink().origin).toBe('http://localhost:5173');
    const { user } = call(confirmEmail, ctx, {
      body: { key, password: 'kastanie-baum-1987' },
    }).body;
    expect(user).toMatchObject({ email: 'lea.fischer@example.com', access_type: 'candidate' });
    expect(user.employers).toEqual([]);
  });

  it('an unconfirmed sign-up takes the type of the latest sign-up', () => {
    call(signUp, ctx, { body: { email: 'new.person@example.com', access_type: 'employer' } });
    call(signUp, ctx, { body: { email: 'new.person@example.com', access_type: 'candidate' } });
    expect(ctx.store.users.filter((u) => u.email === 'new.person@example.com')).toEqual([
      expect.objectContaining({ access_type: 'candidate', confirmed: false }),
    ]);
  });
});

describe('login', () => {
  it('a seeded account with the dev password', () => {
    const session = signIn(' maya.okafor@example.com', DEV_PASSWORD);
    expect(session.user).toMatchObject({ id: who.maya.id, access_type: 'candidate' });
    expect(decode(session.access)).toMatchObject({
      token_type: 'access',
      user_id: who.maya.id,
      exp: Math.floor(ctx.now().getTime() / 1000) + 900,
    });
  });

  it('a wrong password or an unknown email is 401 invalid_credentials', () => {
    expect(problemOf(() => signIn('maya.okafor@example.com', 'nope'))).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    expect(problemOf(() => signIn('nobody@example.com', DEV_PASSWORD))).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
  });

  it('Daniel (Google only) is 401 password_not_set', () => {
    expect(problemOf(() => signIn('daniel.osei@example.com', DEV_PASSWORD))).toMatchObject({
      status: 401,
      code: 'password_not_set',
    });
  });
});

describe('tokens', () => {
  it('refresh rotates: a new pair, and the old refresh token is refused the second time', () => {
    const first = signIn('maya.okafor@example.com', DEV_PASSWORD);
    const second = call(refreshToken, ctx, { body: { refresh: first.refresh } }).body;
    expect(second.access).not.toBe(first.access);
    expect(second.refresh).not.toBe(first.refresh);
    expect(decode(second.access)?.user_id).toBe(who.maya.id);
    // The new one works (once). (Replaying a rotated one revokes the whole family: security.test.ts.)
    expect(call(refreshToken, ctx, { body: { refresh: second.refresh } }).body.access).toBeTruthy();
    expect(
      problemOf(() => call(refreshToken, ctx, { body: { refresh: second.refresh } })).status,
    ).toBe(401);
    expect(
      problemOf(() => call(refreshToken, ctx, { body: { refresh: first.refresh } })),
    ).toMatchObject({ status: 401, code: 'token_invalid' });
  });

  it('an access token is not a refresh token; a refresh token of a deleted user is refused', () => {
    const session = signIn('maya.okafor@example.com', DEV_PASSWORD);
    expect(
      problemOf(() => call(refreshToken, ctx, { body: { refresh: session.access } })).code,
    ).toBe('token_invalid');
    ctx.store.users = ctx.store.users.filter((u) => u.id !== who.maya.id);
    expect(
      problemOf(() => call(refreshToken, ctx, { body: { refresh: session.refresh } })).code,
    ).toBe('token_invalid');
  });

  it('a refresh token expires after 14 days', () => {
    const session = signIn('maya.okafor@example.com', DEV_PASSWORD);
    ctx.advance(14 * DAY_MS);
    expect(
      problemOf(() => call(refreshToken, ctx, { body: { refresh: session.refresh } })).code,
    ).toBe('token_invalid');
  });

  it('verifyToken: valid access and refresh tokens, 401 for garbage and expired ones', () => {
    const session = signIn('maya.okafor@example.com', DEV_PASSWORD);
    expect(call(verifyToken, ctx, { body: { token: session.access } }).status).toBe(200);
    expect(call(verifyToken, ctx, { body: { token: session.refresh } }).status).toBe(200);
    expect(problemOf(() => call(verifyToken, ctx, { body: { token: 'not.a.token' } })).status).toBe(
      401,
    );
    ctx.advance(901 * 1000);
    expect(problemOf(() => call(verifyToken, ctx, { body: { token: session.access } })).code).toBe(
      'token_invalid',
    );
  });
});

describe('password reset', () => {
  const resetToken = () => lastLink().searchParams.get('token') ?? '';

  it('mails a token link; the token verifies; confirming changes the password once', () => {
    ctx.config.appOrigin = 'http://localhost:5180'; // the configured web-app origin
    call(requestPasswordReset, ctx, { body: { email: 'maya.okafor@example.com' } });
    expect(ctx.outbox).toHaveLength(1);
    expect(ctx.outbox[0]?.to).toBe('maya.okafor@example.com');
    const link = lastLink();
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5180/password-reset');
    const token = resetToken();
    expect(token).not.toBe('');
    expect(call(verifyPasswordToken, ctx, { body: { token } }).body).toEqual({ valid: true });
    expect(call(verifyPasswordToken, ctx, { body: { token: `${token}x` } }).body).toEqual({
      valid: false,
    });

    expect(
      call(confirmPasswordReset, ctx, { body: { token, password: 'a-brand-new-phrase-9' } }).status,
    ).toBe(200);
    expect(signIn('maya.okafor@example.com', 'a-brand-new-phrase-9').user.id).toBe(who.maya.id);
    expect(problemOf(() => signIn('maya.okafor@example.com', DEV_PASSWORD)).code).toBe(
      'invalid_credentials',
    );
    // Spent.
    expect(call(verifyPasswordToken, ctx, { body: { token } }).body.valid).toBe(false);
    expect(
      problemOf(() =>
        call(confirmPasswordReset, ctx, { body: { token, password: 'yet-another-phrase-10' } }),
      ),
    ).toMatchObject({ status: 400, code: 'token_invalid' });
  });

  it('an unknown email gets the same answer and no mail', () => {
    const answer = call(requestPasswordReset, ctx, { body: { email: 'nobody@example.com' } });
    expect(answer.status).toBe(200);
    expect(ctx.outbox).toHaveLength(0);
  });

  it('a weak new password is refused and the token stays valid; an old token expires', () => {
    call(requestPasswordReset, ctx, { body: { email: 'maya.okafor@example.com' } });
    const token = resetToken();
    expect(
      problemOf(() => call(confirmPasswordReset, ctx, { body: { token, password: 'password' } }))
        .errors,
    ).toHaveProperty('password');
    expect(who.maya.password).toBe(DEV_PASSWORD);
    expect(call(verifyPasswordToken, ctx, { body: { token } }).body.valid).toBe(true);
    ctx.advance(3 * DAY_MS);
    expect(call(verifyPasswordToken, ctx, { body: { token } }).body.valid).toBe(false);
  });

  it('Daniel (Google only) can set a password by reset', () => {
    call(requestPasswordReset, ctx, { body: { email: 'daniel.osei@example.com' } });
    call(confirmPasswordReset, ctx, {
      body: { token: resetToken(), password: 'accra-harbour-sunrise' },
    });
    expect(signIn('daniel.osei@example.com', 'accra-harbour-sunrise').user.id).toBe(who.daniel.id);
    expect(check('daniel.osei@example.com')).toEqual({
      google: true,
      linkedin: false,
      password: true,
    });
  });
});

describe('changePassword', () => {
  const change = (user: UserRecord, current_password: string, new_password: string) =>
    call(changePassword, ctx, { body: { current_password, new_password }, user });

  it('a wrong current password is 400 on current_password, not 401', () => {
    const problem = problemOf(() => change(who.maya, 'wrong', 'a-much-better-passphrase'));
    expect(problem).toMatchObject({ status: 400, code: 'validation_error' });
    expect(problem.errors).toHaveProperty('current_password');
    expect(who.maya.password).toBe(DEV_PASSWORD);
  });

  it('a common new password ("password") is 400 on new_password', () => {
    const problem = problemOf(() => change(who.maya, DEV_PASSWORD, 'password'));
    expect(problem).toMatchObject({ status: 400 });
    expect(problem.errors?.new_password).toEqual(['This password is too common.']);
    expect(signIn('maya.okafor@example.com', DEV_PASSWORD).user.id).toBe(who.maya.id);
  });

  it('changes the password for the next login', () => {
    expect(change(who.maya, DEV_PASSWORD, 'a-much-better-passphrase').status).toBe(200);
    expect(signIn('maya.okafor@example.com', 'a-much-better-passphrase').user.id).toBe(who.maya.id);
    expect(problemOf(() => signIn('maya.okafor@example.com', DEV_PASSWORD)).code).toBe(
      'invalid_credentials',
    );
    // The signed-in session itself is untouched.
    expect(call(getCurrentUser, ctx, { user: who.maya }).body.id).toBe(who.maya.id);
  });

  it('an account without a password cannot change it; no user is 401', () => {
    expect(
      problemOf(() => change(who.daniel, '', 'a-much-better-passphrase')).errors,
    ).toHaveProperty('current_password');
    expect(
      problemOf(() =>
        call(changePassword, ctx, {
          body: { current_password: 'x', new_password: 'y-long-enough' },
        }),
      ).status,
    ).toBe(401);
  });
});
