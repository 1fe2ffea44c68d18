// A company's team: members, invitations, roles (the contract's `team` tag). An invitation never
// creates or changes an account: it is a record of its own with a single-purpose token
// bound to the invited email, and the invitee joins only by accepting it while signed in with
// that email (acceptInvitation); signing in alone joins nothing.
import { randomBytes } from 'node:crypto';
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { notFound, paginate, problem, requireUser } from '../http';
import { requirePermission, ROLE_ORDER } from '../permissions';
import type { InvitationRecord, MembershipRecord } from '../store';
import { tokenDigest } from '../tokens';
import {
  employerById,
  timestamp,
  toEmployerSummary,
  toInvitedMember,
  toTeamMember,
  toUser,
  uuid,
} from '../views';

/** How long an invitation link works (the contract's InvitationStatus: 7 days). */
const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** Lower-case letters and digits only: the token is a path segment of the app's link (and of redirect_url). */
const newToken = () => randomBytes(24).toString('hex');

const normalEmail = (email: string) => email.trim().toLowerCase();

const isExpired = (ctx: Ctx, i: InvitationRecord) =>
  Date.parse(i.expires_at) <= ctx.now().getTime();

const pendingInvitations = (ctx: Ctx, employerId: string) =>
  ctx.store.invitations.filter((i) => i.employer_id === employerId && i.status === 'pending');

/** Emails the invitation link, on the configured web-app origin only (never the request's). */
function mailInvitation(ctx: Ctx, invitation: InvitationRecord, token: string): void {
  const employer = employerById(ctx.store, invitation.employer_id);
  ctx.mail(
    invitation.email,
    `You are invited to join ${employer.name}`,
    `${ctx.config.appOrigin}/employer/invitation/${token}`,
  );
}

/** A new token and 7 more days: the link sent before stops working. */
function sendInvitation(ctx: Ctx, invitation: InvitationRecord): void {
  const token = newToken();
  invitation.token_digest = tokenDigest(token);
  invitation.invited_at = timestamp(ctx);
  invitation.expires_at = new Date(ctx.now().getTime() + INVITATION_TTL_MS).toISOString();
  mailInvitation(ctx, invitation, token);
}

export const listEmployerUsers: Handler<T.ListEmployerUsersData, T.ListEmployerUsersResponses> = (
  req,
  ctx,
) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'listEmployerUsers');
  const rows = [
    ...ctx.store.memberships
      .filter((m) => m.employer_id === employer.id && m.status === 'active')
      .map((m) => toTeamMember(ctx, m)),
    ...pendingInvitations(ctx, employer.id).map((i) => toInvitedMember(ctx, i)),
  ].sort(
    (a, b) =>
      Number(a.status === 'invited') - Number(b.status === 'invited') ||
      ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) ||
      (a.name ?? a.email).localeCompare(b.name ?? b.email),
  );
  return { status: 200, body: paginate(rows, req.query, req.url) };
};

export const inviteEmployerUser: Handler<
  T.InviteEmployerUserData,
  T.InviteEmployerUserResponses
> = (req, ctx) => {
  const { employer, user } = requirePermission(ctx, req, req.path.employerId, 'inviteEmployerUser');
  const email = normalEmail(req.body.email);
  const account = ctx.store.users.find((u) => u.email.toLowerCase() === email);
  if (
    account &&
    ctx.store.memberships.some(
      (m) => m.employer_id === employer.id && m.user_id === account.id && m.status === 'active',
    )
  )
    throw problem(409, 'already_member', `${email} is already in this team.`);
  if (pendingInvitations(ctx, employer.id).some((i) => i.email === email))
    throw problem(
      409,
      'already_invited',
      `${email} is already invited. Resend the invitation instead.`,
    );
  const invitation: InvitationRecord = {
    id: uuid(),
    employer_id: employer.id,
    email,
    role: req.body.role,
    token_digest: '',
    invited_by: user.id,
    invited_at: '',
    expires_at: '',
    status: 'pending',
  };
  sendInvitation(ctx, invitation);
  ctx.store.invitations.push(invitation);
  return { status: 201, body: toInvitedMember(ctx, invitation) };
};

/** A team row by `user_id`: an active member, or (its id) a pending invitation. */
function teamRow(
  ctx: Ctx,
  employerId: string,
  userId: string,
):
  | { member: MembershipRecord; invitation?: never }
  | { invitation: InvitationRecord; member?: never } {
  const member = ctx.store.memberships.find(
    (m) => m.employer_id === employerId && m.user_id === userId && m.status === 'active',
  );
  if (member) return { member };
  const invitation = pendingInvitations(ctx, employerId).find((i) => i.id === userId);
  if (invitation) return { invitation };
  throw notFound('team member');
}

const isLastOwner = (ctx: Ctx, row: MembershipRecord) =>
  row.role === 'owner' &&
  row.status === 'active' &&
  !ctx.store.memberships.some(
    (m) =>
      m !== row && m.employer_id === row.employer_id && m.role === 'owner' && m.status === 'active',
  );

const LAST_OWNER = () =>
  problem(409, 'last_owner', 'A company needs at least one owner. Make someone else owner first.');

export const updateEmployerUserRole: Handler<
  T.UpdateEmployerUserRoleData,
  T.UpdateEmployerUserRoleResponses
> = (req, ctx) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'updateEmployerUserRole');
  const row = teamRow(ctx, employer.id, req.path.userId);
  if (row.invitation) {
    row.invitation.role = req.body.role;
    return { status: 200, body: toInvitedMember(ctx, row.invitation) };
  }
  if (req.body.role !== 'owner' && isLastOwner(ctx, row.member)) throw LAST_OWNER();
  row.member.role = req.body.role;
  return { status: 200, body: toTeamMember(ctx, row.member) };
};

export const deleteEmployerUser: Handler<
  T.DeleteEmployerUserData,
  T.DeleteEmployerUserResponses
> = (req, ctx) => {
  const user = requireUser(req);
  const leaving = req.path.userId === user.id;
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'deleteEmployerUser', {
    self: leaving,
  });
  const row = teamRow(ctx, employer.id, req.path.userId);
  if (row.invitation) {
    // Revoking: the record goes, so its token answers token_invalid from now on.
    ctx.store.invitations.splice(ctx.store.invitations.indexOf(row.invitation), 1);
    return { status: 204, body: undefined };
  }
  if (isLastOwner(ctx, row.member)) throw LAST_OWNER();
  ctx.store.memberships.splice(ctx.store.memberships.indexOf(row.member), 1);
  return { status: 204, body: undefined };
};

export const resendEmployerInvitation: Handler<
  T.ResendEmployerInvitationData,
  T.ResendEmployerInvitationResponses
> = (req, ctx) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'resendEmployerInvitation');
  const row = teamRow(ctx, employer.id, req.path.userId);
  if (!row.invitation) {
    const email = ctx.store.users.find((u) => u.id === row.member.user_id)?.email ?? 'This person';
    throw problem(
      409,
      'not_invited',
      `${email} has already joined; there is no invitation to resend.`,
    );
  }
  sendInvitation(ctx, row.invitation);
  return { status: 200, body: toInvitedMember(ctx, row.invitation) };
};

// ---------------------------------------------------------------- the invitee's side

const TOKEN_INVALID = () =>
  problem(
    400,
    'token_invalid',
    'This invitation link is not valid. It may have been revoked or replaced by a newer one.',
    { title: 'Invalid link', type: 'token-invalid' },
  );

/** The invitation a token belongs to; unknown and revoked (deleted) tokens are token_invalid. */
function byToken(ctx: Ctx, token: string): InvitationRecord {
  const digest = tokenDigest(token);
  const invitation = ctx.store.invitations.find((i) => i.token_digest === digest);
  if (!invitation) throw TOKEN_INVALID();
  return invitation;
}

const statusOf = (ctx: Ctx, i: InvitationRecord): T.InvitationStatus =>
  i.status === 'pending' && isExpired(ctx, i) ? 'expired' : i.status;

/** Only a pending, unexpired invitation can be accepted or declined. */
function requirePending(ctx: Ctx, invitation: InvitationRecord): void {
  const status = statusOf(ctx, invitation);
  if (status === 'accepted' || status === 'declined')
    throw problem(409, 'invitation_used', 'This invitation has already been used.');
  if (status === 'expired') {
    const employer = employerById(ctx.store, invitation.employer_id);
    throw problem(
      410,
      'invitation_expired',
      `This invitation has expired. Ask ${employer.name} to send a new one.`,
      { title: 'Invitation expired', type: 'invitation-expired' },
    );
  }
}

export const getInvitation: Handler<T.GetInvitationData, T.GetInvitationResponses> = (req, ctx) => {
  const invitation = byToken(ctx, req.body.token);
  const employer = employerById(ctx.store, invitation.employer_id);
  const inviter = ctx.store.users.find((u) => u.id === invitation.invited_by);
  return {
    status: 200,
    body: {
      email: invitation.email,
      role: invitation.role,
      status: statusOf(ctx, invitation),
      employer: toEmployerSummary(ctx, employer),
      invited_by: inviter ? (inviter.name ?? inviter.email) : null,
      invited_at: invitation.invited_at,
      expires_at: invitation.expires_at,
    },
  };
};

export const acceptInvitation: Handler<T.AcceptInvitationData, T.AcceptInvitationResponses> = (
  req,
  ctx,
) => {
  const user = requireUser(req);
  const invitation = byToken(ctx, req.body.token);
  requirePending(ctx, invitation);
  // Bound to the invited email: no other account may use the token, whoever holds it.
  if (user.email.toLowerCase() !== invitation.email)
    throw problem(
      403,
      'invitation_wrong_account',
      `This invitation was sent to ${invitation.email}. Sign in with that email to accept it.`,
      { title: 'Wrong account', type: 'invitation-wrong-account' },
    );
  const employer = employerById(ctx.store, invitation.employer_id);
  invitation.status = 'accepted';
  if (
    ctx.store.memberships.some(
      (m) => m.employer_id === employer.id && m.user_id === user.id && m.status === 'active',
    )
  )
    throw problem(409, 'already_member', `You are already in ${employer.name}.`);
  ctx.store.memberships.push({
    employer_id: employer.id,
    user_id: user.id,
    role: invitation.role,
    status: 'active',
    invited_at: invitation.invited_at,
    joined_at: timestamp(ctx),
  });
  const membership = toUser(ctx, user).employers.find((e) => e.employer_id === employer.id);
  if (!membership) throw notFound('membership');
  return { status: 200, body: membership };
};

export const declineInvitation: Handler<T.DeclineInvitationData, T.DeclineInvitationResponses> = (
  req,
  ctx,
) => {
  const invitation = byToken(ctx, req.body.token);
  requirePending(ctx, invitation);
  invitation.status = 'declined';
  return { status: 204, body: undefined };
};
