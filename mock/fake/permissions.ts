// Who may do what in a company, as the contract says: CompanyRole's `x-capabilities` and each
// operation's `x-permission` (generated/rules.gen.ts). The handlers of every company operation
// (employer-company, team, employer-jobs) call requirePermission first.
import { companyRoleCapabilities, operationPermissions } from '../../generated/rules.gen';
import type * as T from '../../generated/types.gen';
import type { Ctx, Req } from './http';
import { problem, requireUser } from './http';
import type { EmployerRecord, MembershipRecord, UserRecord } from './store';
import { employerById } from './views';

type Capability = (typeof companyRoleCapabilities)[T.CompanyRole][number];
const CAPABILITIES: Readonly<Record<T.CompanyRole, readonly Capability[]>> =
  companyRoleCapabilities;
const PERMISSIONS: Readonly<
  Record<keyof typeof operationPermissions, { permission: Capability; self?: Capability }>
> = operationPermissions;

/** Roles from the most capable down (the contract's order), for sorting the team. */
export const ROLE_ORDER = Object.keys(CAPABILITIES) as T.CompanyRole[];

/**
 * The caller's active membership in a company, when its role has the capability the operation
 * needs (`x-permission`; `x-permission-self` when the caller acts on themselves). 404 for an
 * unknown company, 403 otherwise.
 */
export function requirePermission(
  ctx: Ctx,
  req: Req<unknown>,
  employerId: string,
  operationId: keyof typeof operationPermissions,
  { self = false }: { self?: boolean } = {},
): { user: UserRecord; employer: EmployerRecord; membership: MembershipRecord } {
  const user = requireUser(req);
  const employer = employerById(ctx.store, employerId);
  const membership = ctx.store.memberships.find(
    (m) => m.employer_id === employerId && m.user_id === user.id && m.status === 'active',
  );
  const rule = PERMISSIONS[operationId];
  const needed = self && rule.self ? rule.self : rule.permission;
  if (!membership || !CAPABILITIES[membership.role].includes(needed)) {
    throw problem(403, 'permission_denied', 'You do not have permission to perform this action.');
  }
  return { user, employer, membership };
}
