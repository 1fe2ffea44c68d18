import type { CompanyRole, TeamMember } from '@generated/types.gen';
import { retryAfterSeconds } from '@/lib/api/http-status-error';
import type { ConfirmRequest } from '@/lib/dialogs';
import { failureMessage, failureStatus } from '@/lib/error-message';
import { waitInWords } from '@/lib/format/wait';
import { losesCapabilities } from '@/lib/permissions';
import { isProblem, problemCode } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { roleLabels } from './roles';

/**
 * What a role change means before it is sent, and what a refusal means after. The contract's
 * rules (CompanyRole, updateEmployerUserRole): owners change roles, only an owner grants owner,
 * and a company keeps at least one active owner (409 `last_owner`). The server enforces them;
 * the page does not offer what it would refuse, asks first when a change is consequential, and
 * says a refusal in words.
 */
export interface RoleChange {
  member: TeamMember;
  role: CompanyRole;
  /** The signed-in user. */
  actorUserId: string | undefined;
  /** The team as loaded (every page's members). */
  team: readonly TeamMember[];
  companyName: string;
}

export const displayName = (member: Pick<TeamMember, 'name' | 'email'>) =>
  member.name ?? member.email;

/** Whether the change takes away the company's last active owner (the contract's 409 `last_owner`). */
export function removesLastOwner({
  member,
  role,
  team,
}: Pick<RoleChange, 'member' | 'role' | 'team'>): boolean {
  return (
    member.role === 'owner' &&
    member.status === 'active' &&
    role !== 'owner' &&
    !team.some((m) => m.user_id !== member.user_id && m.role === 'owner' && m.status === 'active')
  );
}

/**
 * Why a role cannot be offered to this member, or null when it can: the contract's
 * updateEmployerUserRole refuses taking away the company's last active owner (409 `last_owner`),
 * so the select shows that role disabled with this reason instead of offering it (decision 012,
 * rule 4).
 */
export function roleRefusedBecause(
  change: Pick<RoleChange, 'member' | 'role' | 'team' | 'actorUserId'>,
): string | null {
  if (!removesLastOwner(change)) return null;
  return change.member.user_id === change.actorUserId
    ? 'You are the only owner. Make someone else owner first.'
    : 'The only owner. Make someone else owner first.';
}

/** What a teammate loses going from one role down to another, in a sentence about them. */
function losesSentence(name: string, from: CompanyRole, to: CompanyRole): string {
  if (from === 'owner')
    return `${name} will no longer manage the team or the company page${to === 'member' ? ', nor post and edit jobs' : ''}.`;
  return `${name} will no longer post, edit or close jobs, nor change the status of applications.`;
}

/**
 * The confirmation a change needs, or null when it can go at once (decision 012, rule 4):
 * demoting yourself, lowering a teammate's role and making someone else owner ask first. Raising
 * a role (but to owner) and re-roling an invitation that nobody accepted yet go at once. Taking
 * away the last owner is not offered at all (roleRefusedBecause).
 */
export function roleChangeConfirmation(change: RoleChange): ConfirmRequest | null {
  const { member, role, actorUserId } = change;
  if (role === member.role) return null;
  const label = roleLabels[role].toLowerCase();

  if (member.user_id === actorUserId && losesCapabilities(member.role, role)) {
    const from = roleLabels[member.role].toLowerCase();
    const loses =
      member.role === 'owner'
        ? `You will no longer manage the team or the company page${role === 'member' ? ', nor post and edit jobs' : ''}.`
        : 'You will no longer post and edit jobs.';
    return {
      title: `Make yourself ${label}?`,
      description: `${loses} Only an owner can make you ${from} again.`,
      confirmLabel: `Make me ${label}`,
      destructive: true,
    };
  }
  const name = displayName(member);
  if (role === 'owner') {
    return {
      title: `Make ${name} an owner?`,
      description: `${name} will manage the team and the company page, and may change anyone's role, yours included. You stay an owner.`,
      confirmLabel: 'Make owner',
    };
  }
  if (member.status === 'active' && losesCapabilities(member.role, role)) {
    return {
      title: `Make ${name} ${label}?`,
      description: `${losesSentence(name, member.role, role)} They see the change at once.`,
      confirmLabel: `Make ${label}`,
      destructive: true,
    };
  }
  return null;
}

/** Why the server refused a role change, in words (never the raw server text). */
export function roleChangeRefusal(error: unknown, companyName: string): string {
  if (problemCode(error, 409) === 'last_owner')
    return `${companyName} needs at least one owner. Make someone else owner first.`;
  if (!isProblem(error) || error.status >= 500) return failureMessage(error);
  switch (error.status) {
    case 403:
      return 'Only owners can change roles.';
    case 404:
      return 'This person is no longer in the team.';
    case 409:
      return 'The team changed in the meantime. Look at the roles again and retry.';
    case 429:
      return 'Too many changes at once. Wait a moment and try again.';
    default:
      return 'That role could not be given. Reload the page and try again.';
  }
}

/** Why the server refused a removal (or a revoked invitation), in words (never the raw server text). */
export function removalRefusal(error: unknown, companyName: string, invitation: boolean): string {
  if (problemCode(error, 409) === 'last_owner')
    return `${companyName} needs at least one owner. Make someone else owner first.`;
  switch (failureStatus(error)) {
    case 403:
      return invitation
        ? 'Only owners can revoke invitations.'
        : 'Only owners can remove people from the team.';
    case 404:
      return invitation
        ? 'This invitation was already accepted or revoked.'
        : 'This person is no longer in the team.';
    default:
      return failureMessage(error);
  }
}

/** Whether a pending invitation's link stopped working (the server says, by its clock): resend it. */
export function invitationExpired(member: TeamMember): boolean {
  return member.status === 'invited' && member.expired === true;
}

/** The toast of a resent invitation, the same from the team list and from the invite form. */
export function notifyResent(member: Pick<TeamMember, 'email'>): void {
  void notify(`Invitation sent again to ${member.email}`, {
    severity: 'success',
    detail: 'The link sent before no longer works.',
  });
}

/**
 * Why the server refused to resend an invitation, in words. A throttled resend says how long to
 * wait when the answer's Retry-After did (as the magic link's Resend does).
 */
export function resendRefusal(error: unknown): string {
  if (problemCode(error, 409) === 'not_invited')
    return 'This person has joined already: there is nothing to resend.';
  switch (failureStatus(error)) {
    case 403:
      return 'Only owners can resend invitations.';
    case 404:
      return 'This invitation was accepted or revoked in the meantime.';
    case 429: {
      const wait = retryAfterSeconds(error);
      return wait === null
        ? 'This invitation was sent several times in the last hour. Try again later.'
        : `This invitation was sent several times in the last hour. You can send it again in ${waitInWords(wait)}.`;
    }
    default:
      return failureMessage(error);
  }
}
