import type { CompanyRole, TeamMember } from '@generated/types.gen';

/**
 * What a company role may do (the contract's CompanyRole): members read; admins also manage
 * jobs (create, edit, delete, change status); owners also manage the team and the company page.
 * The one place these rules live. The UI hides what a role may not do; the server enforces the
 * same rules (a forced call answers 403, which the UI shows as a message).
 */
export interface CompanyPermissions {
  /** Read jobs, applications, the team and the company page. */
  read: boolean;
  /** Create, edit, delete jobs and change their status. */
  manageJobs: boolean;
  /** Invite, re-role and remove team members. */
  manageTeam: boolean;
  /** Edit the company page. */
  manageCompany: boolean;
}

const NONE: CompanyPermissions = {
  read: false,
  manageJobs: false,
  manageTeam: false,
  manageCompany: false,
};

const BY_ROLE: Record<CompanyRole, CompanyPermissions> = {
  member: { read: true, manageJobs: false, manageTeam: false, manageCompany: false },
  admin: { read: true, manageJobs: true, manageTeam: false, manageCompany: false },
  owner: { read: true, manageJobs: true, manageTeam: true, manageCompany: true },
};

/** Permissions of a role in a company; no role (not in the company) may do nothing. */
export function companyPermissions(role: CompanyRole | null | undefined): CompanyPermissions {
  return role ? BY_ROLE[role] : NONE;
}

/** Roles the actor may give when inviting or re-roling (only owners manage the team, and may grant any role). */
export function assignableRoles(actorRole: CompanyRole | null | undefined): CompanyRole[] {
  return companyPermissions(actorRole).manageTeam ? ['owner', 'admin', 'member'] : [];
}

/** Whether the actor may change this team member's role. */
export function canChangeRole(
  actorRole: CompanyRole | null | undefined,
  _target: Pick<TeamMember, 'user_id'>,
): boolean {
  return companyPermissions(actorRole).manageTeam;
}

/** Whether the actor may remove this member (or revoke this invitation). Owners do not remove themselves here. */
export function canRemoveMember(
  actorRole: CompanyRole | null | undefined,
  target: Pick<TeamMember, 'user_id'>,
  actorUserId: string | null | undefined,
): boolean {
  return companyPermissions(actorRole).manageTeam && target.user_id !== actorUserId;
}
