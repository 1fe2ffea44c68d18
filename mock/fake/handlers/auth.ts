// Sign-up by magic link, password sign-in, tokens, password reset and change. Links that a real
// backend would email are printed by the server's mail catcher (ctx.mail) instead.
import { randomBytes } from 'node:crypto';
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { invalid, problem, requireUser } from '../http';
import type { UserRecord } from '../store';
import { issuePair, verify } from '../tokens';
import { addPendingUser, timestamp, toUser } from '../views';

const LINK_TTL_MS = 3 * 24 * 3600 * 1000;
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
 * Signs the user in. Signing in is how an invitation is accepted (the contract names no separate
 * call): the user's pending invitations become active memberships.
 */
function session(ctx: Ctx, user: UserRecord): T.LoginResponse {
  for (const m of ctx.store.memberships) {
    if (m.user_id === user.id && m.status === 'invited')
      Object.assign(m, { status: 'active', joined_at: timestamp(ctx) });
  }
  return { ...issuePair(user.id, ctx.now(), ctx.config.accessTtlSeconds), user: toUser(ctx, user) };
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
  // Unconfirmed sign-ups and invitees have no way to sign in yet: to the dialog they are new.
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
  user ??= addPendingUser(ctx, email, req.body.access_type);
  mailMagicLink(ctx, user, req.query?.redirect_url ?? '', 'Your magic link');
  return { status: 201, body: { detail: `We have sent a magic link to ${user.email}.` } };
};

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
  if (!user) throw INVALID_LINK();
  checkPassword('password', req.body.password, user.email);
  user.password = req.body.password;
  user.confirmed = true;
  ctx.store.signupKeys.delete(req.body.key);
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
  const verdict = verify(req.body.refresh, 'refresh', ctx.now(), {
    seeded: ctx.store.seededTokens,
    revoked: ctx.store.revokedJtis,
  });
  const user = verdict.ok
    ? ctx.store.users.find((u) => u.id === verdict.claims.user_id)
    : undefined;
  if (!verdict.ok || !user) throw TOKEN_INVALID();
  // Refresh tokens rotate: the one just used stops working.
  ctx.store.revokedJtis.add(verdict.claims.jti);
  return { status: 200, body: issuePair(user.id, ctx.now(), ctx.config.accessTtlSeconds) };
};

export const verifyToken: Handler<T.VerifyTokenData, T.VerifyTokenResponses> = (req, ctx) => {
  const known = { seeded: ctx.store.seededTokens, revoked: ctx.store.revokedJtis };
  const ok = (['access', 'refresh'] as const).some(
    (type) => verify(req.body.token, type, ctx.now(), known).ok,
  );
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
      expires_at: ctx.now().getTime() + LINK_TTL_MS,
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
  ctx.store.resetTokens.delete(req.body.token);
  return { status: 200, body: { detail: 'Your password has been reset. You can sign in now.' } };
};

export const changePassword: Handler<T.ChangePasswordData, T.ChangePasswordResponses> = (req) => {
  const user = requireUser(req);
  if (user.password === null || user.password !== req.body.current_password) {
    throw invalid({ current_password: ['Your current password is not correct.'] });
  }
  checkPassword('new_password', req.body.new_password, user.email);
  user.password = req.body.new_password;
  return { status: 200, body: { detail: 'New password has been saved.' } };
};
