import { companyRoleCapabilities, operationPermissions } from '@generated/rules.gen';
import type { CompanyRole, TeamMember } from '@generated/types.gen';

/**
 * What a company role may do: the contract's `x-capabilities` of CompanyRole (generated/rules.gen.ts),
 * which the server enforces with each operation's `x-permission` (403 `permission_denied`).
 * `read`: jobs, applications, the team and the company page; `manageJobs`: create, edit, delete
 * jobs and change the status of jobs and applications; `manageTeam`: invite, re-role and remove
 * members; `manageCompany`: edit the company page. The UI hides what a role may not do; a forced
 * call answers 403, which the UI shows as a message. Change the contract, not this file.
 */
type Capability = (typeof companyRoleCapabilities)[CompanyRole][number];

export type CompanyPermissions = Record<Capability, boolean>;

const rolesCapabilities: Readonly<Record<CompanyRole, readonly Capability[]>> =
  companyRoleCapabilities;

/** Every capability some role has, in the contract's order. */
const CAPABILITIES: readonly Capability[] = [...new Set(Object.values(rolesCapabilities).flat())];

const permissionsOf = (granted: readonly Capability[]): CompanyPermissions =>
  Object.fromEntries(CAPABILITIES.map((c) => [c, granted.includes(c)])) as CompanyPermissions;

const NONE = permissionsOf([]);

const BY_ROLE = Object.fromEntries(
  Object.entries(rolesCapabilities).map(([role, granted]) => [role, permissionsOf(granted)]),
) as Record<CompanyRole, CompanyPermissions>;

/** Every role, from the most capable down (the contract's order). */
const COMPANY_ROLES = Object.keys(rolesCapabilities) as CompanyRole[];

/** Whether going from role `from` to role `to` takes away something `from` may do. */
export function losesCapabilities(from: CompanyRole, to: CompanyRole): boolean {
  return rolesCapabilities[from].some((c) => !rolesCapabilities[to].includes(c));
}

/** Whether a role may call an operation on its company (the operation's `x-permission`). */
function mayCall(
  role: CompanyRole | null | undefined,
  operationId: keyof typeof operationPermissions,
): boolean {
  return !!role && rolesCapabilities[role].includes(operationPermissions[operationId].permission);
}

/** Permissions of a role in a company; no role (not in the company) may do nothing. */
export function companyPermissions(role: CompanyRole | null | undefined): CompanyPermissions {
  return role ? BY_ROLE[role] : NONE;
}

/** Roles the actor may give when inviting or re-roling (only owners manage the team, and may grant any role). */
export function assignableRoles(actorRole: CompanyRole | null | undefined): CompanyRole[] {
  return mayCall(actorRole, 'inviteEmployerUser') ? [...COMPANY_ROLES] : [];
}

/** Whether the actor may change this team member's role. */
export function canChangeRole(
  actorRole: CompanyRole | null | undefined,
  _target: Pick<TeamMember, 'user_id'>,
): boolean {
  return mayCall(actorRole, 'updateEmployerUserRole');
}

/** Whether the actor may remove this member (or revoke this invitation). Owners do not remove themselves here. */
export function canRemoveMember(
  actorRole: CompanyRole | null | undefined,
  target: Pick<TeamMember, 'user_id'>,
  actorUserId: string | null | undefined,
): boolean {
  return mayCall(actorRole, 'deleteEmployerUser') && target.user_id !== actorUserId;
}
