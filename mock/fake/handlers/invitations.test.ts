// Invitations accepted explicitly: the token of the emailed
// link, bound to the invited email; read, accept, decline, resend, revoke. Handlers called directly.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../../generated/types.gen';
import type { UserRecord } from '../store';
import {
  call,
  DAY_MS,
  employerBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from '../test-support';
import { getCurrentUser } from './account';
import { confirmEmail, login, signUp } from './auth';
import {
  acceptInvitation,
  declineInvitation,
  deleteEmployerUser,
  getInvitation,
  inviteEmployerUser,
  listEmployerUsers,
  resendEmployerInvitation,
} from './team';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let northwindId: string;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
  northwindId = employerBySlug(ctx.store, 'northwind-analytics').id;
});

const invite = (email: string, role: T.CompanyRole = 'member', by: UserRecord = who.jonas) =>
  call(inviteEmployerUser, ctx, {
    path: { employerId: northwindId },
    body: { email, role },
    user: by,
  }).body;
/** The token of the last invitation link mailed. */
const lastToken = () => {
  const link = new URL(ctx.outbox.at(-1)!.link);
  expect(link.pathname).toMatch(/^\/employer\/invitation\/[a-z0-9]+$/);
  return link.pathname.split('/').pop()!;
};
const lookup = (token: string) => call(getInvitation, ctx, { body: { token } }).body;
const accept = (token: string, user: UserRecord | null) =>
  call(acceptInvitation, ctx, { body: { token }, user });
const decline = (token: string) => call(declineInvitation, ctx, { body: { token } });
const team = () =>
  call(listEmployerUsers, ctx, {
    path: { employerId: northwindId },
    query: { page_size: 100 },
    user: who.jonas,
  }).body.results;
const companiesOf = (user: UserRecord) =>
  call(getCurrentUser, ctx, { user }).body.employers.map((e) => [e.employer_slug, e.role]);

describe('getInvitation', () => {
  it('says the company, who invited, the role, the email and that it is pending', () => {
    invite('New.Hire@Example.com', 'admin');
    expect(lookup(lastToken())).toMatchObject({
      email: 'new.hire@example.com',
      role: 'admin',
      status: 'pending',
      employer: { id: northwindId, slug: 'northwind-analytics', name: 'Northwind Analytics' },
      invited_by: 'Jonas Weber',
    });
  });

  it("keeps the link token's SHA-256, never the token: a copy of the store opens nothing", () => {
    invite('kept@example.com', 'member');
    const token = lastToken();
    const stored = JSON.stringify(ctx.store.invitations);
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
    expect(lookup(token)).toMatchObject({ email: 'kept@example.com', status: 'pending' });
  });

  it("the seeded invitation answers with the contract example's token", () => {
    expect(lookup('inv-4k7q2m9x8c3v6b1n5z0w2r7t4y9p3s8d')).toMatchObject({
      email: 'lea.fischer@example.com',
      status: 'pending',
    });
  });

  it('after 7 days it reads expired; an unknown token is 400 token_invalid', () => {
    invite('late@example.com');
    const token = lastToken();
    expect(team().find((r) => r.email === 'late@example.com')?.expired).toBe(false);
    ctx.advance(7 * DAY_MS + 1000);
    expect(lookup(token).status).toBe('expired');
    // The team list says so by the server's clock: still listed, to resend.
    expect(team().find((r) => r.email === 'late@example.com')).toMatchObject({
      status: 'invited',
      expired: true,
    });
    expect(problemOf(() => lookup('no-such-token'))).toMatchObject({
      status: 400,
      code: 'token_invalid',
    });
  });
});

describe('acceptInvitation', () => {
  it('the invited account joins with the role, and only by accepting', () => {
    invite(who.daniel.email, 'admin');
    const token = lastToken();
    expect(companiesOf(who.daniel)).toEqual([]);
    const membership = accept(token, who.daniel).body;
    expect(membership).toMatchObject({ employer_slug: 'northwind-analytics', role: 'admin' });
    expect(companiesOf(who.daniel)).toEqual([['northwind-analytics', 'admin']]);
    expect(team().find((r) => r.email === who.daniel.email)).toMatchObject({
      user_id: who.daniel.id,
      status: 'active',
      role: 'admin',
    });
    // Accepting changes no account's type.
    expect(ctx.store.users.find((u) => u.id === who.daniel.id)?.access_type).toBe(
      who.daniel.access_type,
    );
    expect(lookup(token).status).toBe('accepted');
  });

  it('another account holding the token gets 403 naming the invited email, and joins nothing', () => {
    invite('lea.fischer@example.com'.replace('lea', 'kim'));
    const token = lastToken();
    const problem = problemOf(() => accept(token, who.maya));
    expect(problem).toMatchObject({ status: 403, code: 'invitation_wrong_account' });
    expect(problem.detail).toContain('kim.fischer@example.com');
    expect(companiesOf(who.maya)).toEqual([]);
    expect(lookup(token).status).toBe('pending');
  });

  it('someone without an account signs up first (any type), then accepts; the email compares case-insensitively', () => {
    const token = 'inv-4k7q2m9x8c3v6b1n5z0w2r7t4y9p3s8d';
    call(signUp, ctx, { body: { email: 'Lea.Fischer@example.com', access_type: 'candidate' } });
    const key = new URL(ctx.outbox.at(-1)!.link).searchParams.get('key')!;
    const { user } = call(confirmEmail, ctx, {
      body: { key, password: 'kastanie-baum-1987' },
    }).body;
    expect(user.employers).toEqual([]);
    const lea = ctx.store.users.find((u) => u.id === user.id)!;
    expect(accept(token, lea).body).toMatchObject({ employer_slug: 'northwind-analytics' });
    // A candidate account stays a candidate account: the membership is what opens the employer area.
    expect(call(getCurrentUser, ctx, { user: lea }).body).toMatchObject({
      access_type: 'candidate',
      employers: [
        expect.objectContaining({ employer_slug: 'northwind-analytics', role: 'member' }),
      ],
    });
  });

  it('used, expired, revoked and replaced tokens answer their documented problems', () => {
    invite(who.daniel.email);
    const first = lastToken();
    // Resent: a new token; the first link stops working.
    const row = team().find((r) => r.email === who.daniel.email)!;
    call(resendEmployerInvitation, ctx, {
      path: { employerId: northwindId, userId: row.user_id },
      user: who.jonas,
    });
    const second = lastToken();
    expect(second).not.toBe(first);
    expect(problemOf(() => accept(first, who.daniel))).toMatchObject({
      status: 400,
      code: 'token_invalid',
    });
    // Expired.
    ctx.advance(7 * DAY_MS + 1000);
    expect(problemOf(() => accept(second, who.daniel))).toMatchObject({
      status: 410,
      code: 'invitation_expired',
    });
    expect(problemOf(() => decline(second))).toMatchObject({ status: 410 });
    // Resending an expired invitation makes it good again for 7 days.
    call(resendEmployerInvitation, ctx, {
      path: { employerId: northwindId, userId: row.user_id },
      user: who.jonas,
    });
    const third = lastToken();
    expect(accept(third, who.daniel).status).toBe(200);
    expect(problemOf(() => accept(third, who.daniel))).toMatchObject({
      status: 409,
      code: 'invitation_used',
    });
    // Revoked: the token is unknown from then on.
    invite('revoked@example.com');
    const revoked = lastToken();
    const revokedRow = team().find((r) => r.email === 'revoked@example.com')!;
    call(deleteEmployerUser, ctx, {
      path: { employerId: northwindId, userId: revokedRow.user_id },
      user: who.jonas,
    });
    expect(problemOf(() => lookup(revoked))).toMatchObject({ status: 400, code: 'token_invalid' });
  });

  it('an invitee already in the company gets 409 already_member', () => {
    invite(who.sofia.email);
    const token = lastToken();
    ctx.store.memberships.push({
      employer_id: northwindId,
      user_id: who.sofia.id,
      role: 'member',
      status: 'active',
      invited_at: null,
      joined_at: null,
    });
    expect(problemOf(() => accept(token, who.sofia))).toMatchObject({
      status: 409,
      code: 'already_member',
    });
  });

  it('signing in after an invitation joins nothing', () => {
    invite(who.maya.email);
    const session = call(login, ctx, {
      body: { email: who.maya.email, password: 'correct-horse-battery-staple' },
    }).body;
    expect(session.user.employers).toEqual([]);
  });
});

describe('declineInvitation', () => {
  it('needs no account; the row leaves the team and the token is used up', () => {
    invite('no.thanks@example.com');
    const token = lastToken();
    expect(decline(token).status).toBe(204);
    expect(team().map((r) => r.email)).not.toContain('no.thanks@example.com');
    expect(lookup(token).status).toBe('declined');
    expect(problemOf(() => decline(token))).toMatchObject({ status: 409, code: 'invitation_used' });
    expect(ctx.store.users.some((u) => u.email === 'no.thanks@example.com')).toBe(false);
  });
});

describe('resendEmployerInvitation', () => {
  it('mails a new link, moves invited_at and expires_at; owners only; members are 409 not_invited', () => {
    invite('again@example.com');
    const row = team().find((r) => r.email === 'again@example.com')!;
    ctx.advance(DAY_MS);
    const resent = call(resendEmployerInvitation, ctx, {
      path: { employerId: northwindId, userId: row.user_id },
      user: who.jonas,
    }).body;
    expect(Date.parse(resent.invited_at!)).toBe(Date.parse(row.invited_at!) + DAY_MS);
    expect(Date.parse(resent.expires_at!)).toBe(Date.parse(row.expires_at!) + DAY_MS);
    expect(ctx.outbox.map((m) => m.to)).toEqual(['again@example.com', 'again@example.com']);
    expect(
      problemOf(() =>
        call(resendEmployerInvitation, ctx, {
          path: { employerId: northwindId, userId: row.user_id },
          user: who.tomas,
        }),
      ),
    ).toMatchObject({ status: 403, code: 'permission_denied' });
    expect(
      problemOf(() =>
        call(resendEmployerInvitation, ctx, {
          path: { employerId: northwindId, userId: who.priya.id },
          user: who.jonas,
        }),
      ),
    ).toMatchObject({ status: 409, code: 'not_invited' });
  });
});
