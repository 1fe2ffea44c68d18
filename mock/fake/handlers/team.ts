// A company's team: members, invitations, roles (the contract's `team` tag).
import type * as T from '../../../generated/types.gen';
import type { Ctx, Handler } from '../http';
import { notFound, paginate, problem, requireUser } from '../http';
import { requirePermission, ROLE_ORDER } from '../permissions';
import type { MembershipRecord } from '../store';
import { addPendingUser, timestamp, toTeamMember } from '../views';
import { mailMagicLink } from './auth';

export const listEmployerUsers: Handler<T.ListEmployerUsersData, T.ListEmployerUsersResponses> = (
  req,
  ctx,
) => {
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'listEmployerUsers');
  const rows = ctx.store.memberships
    .filter((m) => m.employer_id === employer.id)
    .map((m) => toTeamMember(ctx, m))
    .sort(
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
  const { employer } = requirePermission(ctx, req, req.path.employerId, 'inviteEmployerUser');
  const email = req.body.email.trim().toLowerCase();
  let invitee = ctx.store.users.find((u) => u.email.toLowerCase() === email);
  if (
    invitee &&
    ctx.store.memberships.some((m) => m.employer_id === employer.id && m.user_id === invitee?.id)
  ) {
    throw problem(409, 'already_member', `${email} is already in this team.`);
  }
  invitee ??= addPendingUser(ctx, email, 'employer');
  const membership: MembershipRecord = {
    employer_id: employer.id,
    user_id: invitee.id,
    role: req.body.role,
    status: 'invited',
    invited_at: timestamp(ctx),
    joined_at: null,
  };
  ctx.store.memberships.push(membership);
  // Someone with an account signs in to accept; someone without one gets a magic link to create it.
  const subject = `You are invited to join ${employer.name}`;
  if (invitee.confirmed)
    ctx.mail(
      email,
      subject,
      `${ctx.config.appOrigin}/employer/sign-in?email=${encodeURIComponent(email)}`,
    );
  else mailMagicLink(ctx, invitee, 'employer/onboarding', subject);
  return { status: 201, body: toTeamMember(ctx, membership) };
};

function teamRow(ctx: Ctx, employerId: string, userId: string): MembershipRecord {
  const row = ctx.store.memberships.find(
    (m) => m.employer_id === employerId && m.user_id === userId,
  );
  if (!row) throw notFound('team member');
  return row;
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
  if (req.body.role !== 'owner' && isLastOwner(ctx, row)) throw LAST_OWNER();
  row.role = req.body.role;
  return { status: 200, body: toTeamMember(ctx, row) };
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
  if (isLastOwner(ctx, row)) throw LAST_OWNER();
  ctx.store.memberships.splice(ctx.store.memberships.indexOf(row), 1);
  return { status: 204, body: undefined };
};
