// Sign-up by magic link, password sign-in, tokens, password reset and change. Links that a real
// backend would email are printed by the server's mail catcher (ctx.mail) instead.
import { createHash, randomBytes } from 'node:crypto';
import type * as T from '../../../generated/types.gen';
import { zSignUpQuery } from '../../../generated/zod.gen';
import type { Ctx, Handler } from '../http';
import { invalid, problem, requireUser } from '../http';
import type { UserRecord } from '../store';
import { decode, issuePair, revokedClaims, SESSION_MAX_SECONDS, verify } from '../tokens';
import { addPendingUser, toUser } from '../views';

const LINK_TTL_MS = 3 * 24 * 3600 * 1000;
/** Password-reset tokens: single-use, one hour at most. */
const RESET_TTL_MS = 3600 * 1000;

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  '12345678',
  '123456789',
  'qwertyui',
  'iloveyou',
  'letmein1',
  'abcdefgh',
]);

const newKey = () => randomBytes(24).toString('base64url');

const byEmail = (ctx: Ctx, email: string) =>
  ctx.store.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());

/** Django's password validators, in short: not common, not all digits, not the email. */
function checkPassword(field: string, password: string, email: string): void {
  const problems: string[] = [];
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (password.toLowerCase().includes(email.split('@')[0]?.toLowerCase() || '\u0000'))
    problems.push('This password is too similar to the email address.');
  if (problems.length) throw invalid({ [field]: problems });
}

/**
 * Signs the user in, and nothing else: signing in never joins a company; an invitation
 * is accepted only by acceptInvitation (handlers/team.ts).
 */
function session(ctx: Ctx, user: UserRecord): T.LoginResponse {
  return { ...startTokens(ctx, user.id), user: toUser(ctx, user) };
}

/** A new sign-in: a refresh family (`sid`) of its own, recorded so that it can be revoked. */
function startTokens(ctx: Ctx, userId: string): T.AuthTokens {
  const { access, refresh, sid } = issuePair(userId, ctx.now(), ctx.config.accessTtlSeconds);
  ctx.store.sessions.set(sid, { user_id: userId, started_at: ctx.now().getTime(), revoked: false });
  return { access, refresh };
}

/**
 * Ends sign-ins of an account (simplejwt: blacklisting its OutstandingTokens): every one, or every
 * one but `keep` (a password change keeps the session that made it; '' when that was an example
 * token, which then stay). The contract's example tokens of the account are blacklisted too.
 */
function revokeSessions(ctx: Ctx, userId: string, keep: string | null = null): void {
  for (const [sid, entry] of ctx.store.sessions)
    if (entry.user_id === userId && sid !== keep) entry.revoked = true;
  // The example tokens are one more sign-in of the account (kept only when they made the call).
  if (keep !== '') revokeExampleTokens(ctx, userId);
}

/** Blacklists every example token of the account (access and refresh). */
function revokeExampleTokens(ctx: Ctx, userId: string): void {
  for (const token of ctx.store.seededTokens.keys()) {
    const claims = decode(token);
    if (claims?.user_id === userId) ctx.store.revokedJtis.add(claims.jti);
  }
}

/**
 * A magic-link key for an account that cannot sign in yet, emailed as `{app}/{path}?key=…&email=…`,
 * `{app}` being the configured web-app origin only (never the request's Host, Origin or Referer).
 */
export function mailMagicLink(ctx: Ctx, user: UserRecord, path: string, subject: string): void {
  const key = newKey();
  ctx.store.signupKeys.set(key, {
    email: user.email,
    expires_at: ctx.now().getTime() + LINK_TTL_MS,
  });
  ctx.mail(
    user.email,
    subject,
    `${ctx.config.appOrigin}/${path}?${new URLSearchParams({ key, email: user.email })}`,
  );
}

const INVALID_LINK = () =>
  problem(400, 'token_invalid', 'This link is no longer valid. Please sign up again.', {
    title: 'Invalid link',
    type: 'token-invalid',
  });

export const checkRegistration: Handler<T.CheckRegistrationData, T.CheckRegistrationResponses> = (
  req,
  ctx,
) => {
  const user = byEmail(ctx, req.query.email);
  // Unconfirmed sign-ups have no way to sign in yet: to the dialog they are new.
  if (!user?.confirmed) throw problem(404, 'not_found', 'No account with this email.');
  return {
    status: 200,
    body: { google: user.google, linkedin: user.linkedin, password: user.password !== null },
  };
};

export const signUp: Handler<T.SignUpData, T.SignUpResponses> = (req, ctx) => {
  const email = req.body.email.trim();
  let user = byEmail(ctx, email);
  if (user?.confirmed)
    throw problem(409, 'email_taken', 'An account with this email already exists.');
  // The contract's allow-list of app paths (the same rule Prism checks), so the fake refuses an open
  // redirect by itself too, reached without the proxy.
  const redirect = zSignUpQuery.shape.redirect_url.safeParse(req.query?.redirect_url);
  if (!redirect.success)
    throw invalid(
      { redirect_url: ['Must be a path of the web app, without a leading slash.'] },
      'One or more parameters are invalid.',
    );
  // An unconfirmed account is nobody's yet: the latest sign-up decides its type.
  if (user) user.access_type = req.body.access_type;
  user ??= addPendingUser(ctx, email, req.body.access_type);
  mailMagicLink(ctx, user, redirect.data, 'Your magic link');
  return { status: 201, body: { detail: `We have sent a magic link to ${user.email}.` } };
};

/** Ends every outstanding sign-up (magic-link) key of an email. */
function dropSignupKeys(ctx: Ctx, email: string): void {
  for (const [key, entry] of ctx.store.signupKeys)
    if (entry.email.toLowerCase() === email.toLowerCase()) ctx.store.signupKeys.delete(key);
}

/** A new password ends every emailed key of the account: reset links and sign-up links. */
function dropEmailedKeys(ctx: Ctx, user: UserRecord): void {
  for (const [token, entry] of ctx.store.resetTokens)
    if (entry.user_id === user.id) ctx.store.resetTokens.delete(token);
  dropSignupKeys(ctx, user.email);
}

function signupKey(ctx: Ctx, key: string) {
  const entry = ctx.store.signupKeys.get(key);
  return entry && entry.expires_at > ctx.now().getTime() ? entry : null;
}

export const verifySignupKey: Handler<T.VerifySignupKeyData, T.VerifySignupKeyResponses> = (
  req,
  ctx,
) => ({
  status: 200,
  body: { valid: signupKey(ctx, req.body.key) !== null },
});

export const confirmEmail: Handler<T.ConfirmEmailData, T.ConfirmEmailResponses> = (req, ctx) => {
  const entry = signupKey(ctx, req.body.key);
  const user = entry && byEmail(ctx, entry.email);
  // A confirmed account is never confirmed again: a second sign-up key cannot set its password.
  if (!user || user.confirmed) throw INVALID_LINK();
  checkPassword('password', req.body.password, user.email);
  user.password = req.body.password;
  user.confirmed = true;
  // Every outstanding sign-up key of the email dies with the one used.
  dropSignupKeys(ctx, user.email);
  return { status: 200, body: session(ctx, user) };
};

export const login: Handler<T.LoginData, T.LoginResponses> = (req, ctx) => {
  const user = byEmail(ctx, req.body.email);
  if (user?.confirmed && user.password === null) {
    throw problem(401, 'password_not_set', 'This account signs in with Google or LinkedIn.', {
      title: 'Invalid credentials',
      type: 'invalid-credentials',
    });
  }
  if (!user?.confirmed || user.password !== req.body.password) {
    throw problem(401, 'invalid_credentials', 'Your password is not correct, please try again.', {
      title: 'Invalid credentials',
      type: 'invalid-credentials',
    });
  }
  return { status: 200, body: session(ctx, user) };
};

const TOKEN_INVALID = () =>
  problem(401, 'token_invalid', 'Token is invalid or expired.', {
    title: 'Token invalid',
    type: 'token-invalid',
  });

export const refreshToken: Handler<T.RefreshTokenData, T.RefreshTokenResponses> = (req, ctx) => {
  const known = { seeded: ctx.store.seededTokens, revoked: ctx.store.revokedJtis };
  const verdict = verify(req.body.refresh, 'refresh', ctx.now(), known);
  const replayed = verdict.ok ? null : revokedClaims(req.body.refresh, 'refresh', ctx.now(), known);
  const family = verdict.ok ? verdict.claims.sid : replayed?.sid;
  const entry = family ? ctx.store.sessions.get(family) : undefined;
  // A rotated refresh token presented again is a replay (stolen, or a copy): the family ends.
  if (replayed && entry) entry.revoked = true;
  const user = verdict.ok
    ? ctx.store.users.find((u) => u.id === verdict.claims.user_id)
    : undefined;
  if (!verdict.ok || !user || entry?.revoked) throw TOKEN_INVALID();
  // Absolute lifetime: a sign-in ends 30 days after it started, however often it was refreshed.
  if (entry && ctx.now().getTime() - entry.started_at > SESSION_MAX_SECONDS * 1000) {
    entry.revoked = true;
    throw TOKEN_INVALID();
  }
  // Refresh tokens rotate: the one just used stops working.
  ctx.store.revokedJtis.add(verdict.claims.jti);
  if (!family) return { status: 200, body: startTokens(ctx, user.id) };
  const { access, refresh } = issuePair(user.id, ctx.now(), ctx.config.accessTtlSeconds, family);
  return { status: 200, body: { access, refresh } };
};

export const logout: Handler<T.LogoutData, T.LogoutResponses> = (req, ctx) => {
  const known = { seeded: ctx.store.seededTokens, revoked: ctx.store.revokedJtis };
  const verdict = verify(req.body.refresh, 'refresh', ctx.now(), known);
  // Any token of ours (expired or already revoked too): logging out always ends.
  const claims = verdict.ok
    ? verdict.claims
    : verdict.reason === 'expired'
      ? decode(req.body.refresh)
      : revokedClaims(req.body.refresh, 'refresh', ctx.now(), known);
  if (claims) {
    ctx.store.revokedJtis.add(claims.jti);
    const entry = claims.sid ? ctx.store.sessions.get(claims.sid) : undefined;
    if (entry) entry.revoked = true;
    // An example token's sign-in is the account's example tokens, access ones included.
    if (ctx.store.seededTokens.has(req.body.refresh)) revokeExampleTokens(ctx, claims.user_id);
  }
  return { status: 204, body: undefined };
};

export const verifyToken: Handler<T.VerifyTokenData, T.VerifyTokenResponses> = (req, ctx) => {
  const known = { seeded: ctx.store.seededTokens, revoked: ctx.store.revokedJtis };
  const ok = (['access', 'refresh'] as const).some((type) => {
    const verdict = verify(req.body.token, type, ctx.now(), known);
    // A token of an ended sign-in is no longer valid, access tokens included.
    return (
      verdict.ok && !(verdict.claims.sid && ctx.store.sessions.get(verdict.claims.sid)?.revoked)
    );
  });
  if (!ok) throw TOKEN_INVALID();
  return { status: 200, body: { detail: 'Token is valid.' } };
};

export const requestPasswordReset: Handler<
  T.RequestPasswordResetData,
  T.RequestPasswordResetResponses
> = (req, ctx) => {
  const user = byEmail(ctx, req.body.email);
  if (user?.confirmed) {
    const token = newKey();
    ctx.store.resetTokens.set(token, {
      user_id: user.id,
      expires_at: ctx.now().getTime() + RESET_TTL_MS,
    });
    ctx.mail(
      user.email,
      'Reset your password',
      `${ctx.config.appOrigin}/password-reset?token=${token}`,
    );
  }
  return {
    status: 200,
    body: {
      detail: 'If an account exists for this email, we have sent a link to reset the password.',
    },
  };
};

function resetUser(ctx: Ctx, token: string): UserRecord | null {
  const entry = ctx.store.resetTokens.get(token);
  if (!entry || entry.expires_at <= ctx.now().getTime()) return null;
  return ctx.store.users.find((u) => u.id === entry.user_id) ?? null;
}

export const verifyPasswordToken: Handler<
  T.VerifyPasswordTokenData,
  T.VerifyPasswordTokenResponses
> = (req, ctx) => ({
  status: 200,
  body: { valid: resetUser(ctx, req.body.token) !== null },
});

export const confirmPasswordReset: Handler<
  T.ConfirmPasswordResetData,
  T.ConfirmPasswordResetResponses
> = (req, ctx) => {
  const user = resetUser(ctx, req.body.token);
  if (!user)
    throw problem(400, 'token_invalid', 'This password reset link is invalid or has expired.', {
      title: 'Invalid link',
      type: 'token-invalid',
    });
  checkPassword('password', req.body.password, user.email);
  user.password = req.body.password;
  // Single-use, and every other outstanding reset (and sign-up) link of the account dies with it.
  dropEmailedKeys(ctx, user);
  revokeSessions(ctx, user.id);
  return { status: 200, body: { detail: 'Your password has been reset. You can sign in now.' } };
};

export const changePassword: Handler<T.ChangePasswordData, T.ChangePasswordResponses> = (
  req,
  ctx,
) => {
  const user = requireUser(req);
  if (user.password === null || user.password !== req.body.current_password) {
    throw invalid({ current_password: ['Your current password is not correct.'] });
  }
  checkPassword('new_password', req.body.new_password, user.email);
  user.password = req.body.new_password;
  // Every other sign-in of the account ends; the one that made this call stays.
  revokeSessions(ctx, user.id, req.sid ?? '');
  dropEmailedKeys(ctx, user);
  return { status: 200, body: { detail: 'New password has been saved.' } };
};

export const exchangeSocialCode: Handler<
  T.ExchangeSocialCodeData,
  T.ExchangeSocialCodeResponses
> = (req, ctx) => {
  const entry = ctx.store.socialCodes.get(req.body.code);
  ctx.store.socialCodes.delete(req.body.code); // single-use, even when the verifier is wrong
  const challenge = createHash('sha256').update(req.body.code_verifier).digest('base64url');
  const user =
    entry && entry.expires_at > ctx.now().getTime() && entry.code_challenge === challenge
      ? ctx.store.users.find((u) => u.id === entry.user_id && u.confirmed)
      : undefined;
  if (!user)
    throw problem(
      400,
      'token_invalid',
      'This sign-in link is invalid or has expired. Please sign in again.',
      { title: 'Invalid link', type: 'token-invalid' },
    );
  return { status: 200, body: session(ctx, user) };
};
