// Over 400 lines on purpose: members and pending invitations are one table with one set of role
// rules (last owner, confirms, resend); the invitation page and the role wording live beside it.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Send from 'lucide-react/icons/send';
import UserMinus from 'lucide-react/icons/user-minus';
import Users from 'lucide-react/icons/users';
import type { CompanyRole, TeamMember } from '@generated/types.gen';
import { QueryList } from '@/components/query-list';
import { CardTable } from '@/components/card-table';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { OptionSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { confirm } from '@/lib/dialogs';
import {
  assignableRoles,
  canChangeRole,
  canRemoveMember,
  companyPermissions,
} from '@/lib/permissions';
import { selectedCompany, useSession } from '@/lib/session/session-store';
import { notify } from '@/lib/toast';
import { InviteForm } from './invite-form';
import {
  displayName,
  invitationExpired,
  removalRefusal,
  notifyResent,
  resendRefusal,
  roleChangeConfirmation,
  roleChangeRefusal,
  roleRefusedBecause,
} from './role-change';
import { roleLabels } from './roles';
import { teamOptions, useChangeMemberRole, useRemoveMember, useResendInvitation } from './api';
import { formatDate } from '@/lib/format/date';

/** /employer/team: members and pending invitations; owners invite, re-role and remove. */
export function TeamPage() {
  const company = useSession(selectedCompany);
  const userId = useSession((s) => s.user?.id);
  const employerId = company?.employer_id ?? '';
  const companyName = company?.employer_name ?? 'Your company';
  const actorRole = company?.role;
  const permissions = companyPermissions(actorRole);
  const team = useQuery(teamOptions(employerId));

  const everyone = team.data?.results ?? NO_MEMBERS;
  const members = everyone.filter((m) => m.status === 'active');
  const invited = everyone.filter((m) => m.status === 'invited');
  const tableProps = { team: everyone, employerId, companyName, actorRole, userId };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Team"
        description={
          permissions.manageTeam
            ? `Who works on hiring at ${company?.employer_name ?? 'your company'}, and what they may do.`
            : `Who works on hiring at ${company?.employer_name ?? 'your company'}. Only owners manage the team.`
        }
      />
      {permissions.manageTeam && (
        <InviteForm employerId={employerId} roles={assignableRoles(actorRole)} />
      )}
      <QueryList
        query={team}
        loading={
          <ListSkeleton label="Loading the team…" count={4} itemClassName="h-[60px]">
            <Skeleton className="h-6 w-40" />
          </ListSkeleton>
        }
        errorTitle="We couldn't load your team."
        empty={
          <EmptyState
            icon={Users}
            title="No one here yet"
            text="Invite teammates to post jobs and read applications with you."
          />
        }
      >
        {() => (
          <>
            <MemberTable title="Members" members={members} {...tableProps} />
            {invited.length > 0 && (
              <MemberTable title="Pending invitations" members={invited} {...tableProps} />
            )}
          </>
        )}
      </QueryList>
    </div>
  );
}

const NO_MEMBERS: TeamMember[] = [];

/** An email that, when it must wrap, wraps before the @ first (then wherever it has to). */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

interface TeamContext {
  /** The whole team as loaded (members and invitations): the last-owner rule looks at all of it. */
  team: readonly TeamMember[];
  employerId: string;
  companyName: string;
  actorRole: CompanyRole | undefined;
  userId: string | undefined;
}

interface MemberTableProps extends TeamContext {
  title: string;
  members: TeamMember[];
}

function MemberTable({ title, members, ...context }: MemberTableProps) {
  const { actorRole } = context;
  const headingId = useId();
  const manage = companyPermissions(actorRole).manageTeam;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title} <span className="text-muted-foreground">({members.length})</span>
      </h2>
      <CardTable
        columns={[
          // The same widths in Members and Pending invitations, so their columns line up.
          { label: 'Name' },
          { label: 'Role', width: 'w-44' },
          { label: members[0]?.status === 'invited' ? 'Invited' : 'Joined', width: 'w-48' },
          manage && { label: 'Actions', alignEnd: true, srOnly: true, width: 'w-56' },
        ]}
      >
        {members.map((member) => (
          <TeamMemberRow key={member.user_id} member={member} manage={manage} {...context} />
        ))}
      </CardTable>
    </section>
  );
}

/**
 * One member's row with its actions: asks before a change that would surprise, sends it with the
 * team's hooks (which keep the cache right) and says the outcome in a toast.
 */
function TeamMemberRow({
  member,
  team,
  employerId,
  companyName,
  actorRole,
  userId,
  manage,
}: TeamContext & { member: TeamMember; manage: boolean }) {
  const display = displayName(member);
  const isSelf = member.user_id === userId;

  const changeRole = useChangeMemberRole(employerId);
  const onRoleChange = async (role: CompanyRole) => {
    if (role === member.role) return;
    // Demoting yourself or a teammate and making someone else owner ask first (decision 012,
    // rule 4); the select keeps showing the current role until the server has answered.
    const question = roleChangeConfirmation({
      member,
      role,
      actorUserId: userId,
      team,
      companyName,
    });
    if (question && !(await confirm(question))) return;
    changeRole.mutate(
      { path: { employerId, userId: member.user_id }, body: { role } },
      {
        onSuccess: (updated) => {
          const label = roleLabels[updated.role].toLowerCase();
          void notify(isSelf ? `You are now ${label}` : `${displayName(updated)} is now ${label}`, {
            severity: 'success',
          });
        },
        onError: (error) => {
          void notify(
            isSelf ? 'Your role was not changed' : `The role of ${display} was not changed`,
            { severity: 'error', detail: roleChangeRefusal(error, companyName) },
          );
        },
      },
    );
  };

  const remove = useRemoveMember(employerId);
  const invitation = member.status === 'invited';
  const onRemove = async () => {
    const yes = await confirm({
      title: invitation ? 'Revoke this invitation?' : `Remove ${display} from the team?`,
      description: invitation
        ? `${member.email} will no longer be able to join with their invitation.`
        : `${display} loses access to your company's jobs and applications at once.`,
      confirmLabel: invitation ? 'Revoke invitation' : 'Remove',
      destructive: true,
      // A refusal is said in the dialog that asked (decision 012 rule 4).
      action: () => remove.mutateAsync({ path: { employerId, userId: member.user_id } }),
      refusal: (error) => ({
        title: invitation ? 'The invitation was not revoked' : `${display} was not removed`,
        text: removalRefusal(error, companyName, invitation),
      }),
    });
    if (!yes) return;
    void notify(
      invitation
        ? `Invitation for ${member.email} revoked`
        : `${display} was removed from the team`,
      { severity: 'success' },
    );
  };

  const resend = useResendInvitation(employerId);
  const onResend = () =>
    resend.mutate(
      { path: { employerId, userId: member.user_id } },
      {
        onSuccess: notifyResent,
        onError: (error) => {
          void notify('The invitation was not sent again', {
            severity: 'error',
            detail: resendRefusal(error),
          });
        },
      },
    );

  return (
    <MemberRow
      member={member}
      isSelf={isSelf}
      manage={manage}
      roles={assignableRoles(actorRole).map((role) => ({
        role,
        refused: roleRefusedBecause({ member, role, team, actorUserId: userId }),
      }))}
      roleEditable={manage && canChangeRole(actorRole, member)}
      removable={manage && canRemoveMember(actorRole, member, userId)}
      pendingRole={changeRole.isPending ? changeRole.variables.body.role : null}
      removing={remove.isPending}
      resending={resend.isPending}
      onRoleChange={(role) => void onRoleChange(role)}
      onRemove={() => void onRemove()}
      onResend={onResend}
    />
  );
}

interface MemberRowProps {
  member: TeamMember;
  /** The signed-in user's own row. */
  isSelf: boolean;
  /** The table has an actions column. */
  manage: boolean;
  /** The roles the select lists; one the server would refuse is disabled with its reason. */
  roles: { role: CompanyRole; refused: string | null }[];
  roleEditable: boolean;
  removable: boolean;
  /** The role being sent, shown (and the select disabled) until the server answers. */
  pendingRole: CompanyRole | null;
  removing: boolean;
  resending: boolean;
  onRoleChange: (role: CompanyRole) => void;
  onRemove: () => void;
  onResend: () => void;
}

/** One member as a table row (a card on narrow screens): what it shows, and the controls it offers. */
function MemberRow({
  member,
  isSelf,
  manage,
  roles,
  roleEditable,
  removable,
  pendingRole,
  removing,
  resending,
  onRoleChange,
  onRemove,
  onResend,
}: MemberRowProps) {
  const display = displayName(member);
  const shownRole = pendingRole ?? member.role;
  const invited = member.status === 'invited';
  const expired = invitationExpired(member);
  const refusals = roles.filter((r) => r.refused !== null);
  const hintId = useId();

  return (
    <tr
      role="row"
      className="align-middle @max-2xl:grid @max-2xl:grid-cols-[minmax(0,1fr)_auto] @max-2xl:items-center @max-2xl:gap-x-3 @max-2xl:gap-y-2 @max-2xl:p-4"
    >
      <th
        role="rowheader"
        scope="row"
        className="px-4 py-3 text-left font-normal @max-2xl:col-span-2 @max-2xl:row-start-1 @max-2xl:p-0"
      >
        <div className="font-medium break-words">
          {member.name ?? <span className="text-muted-foreground">Invitation pending</span>}
          {isSelf && <span className="text-muted-foreground"> (you)</span>}
        </div>
        <div className="text-xs break-words text-muted-foreground">
          <EmailText email={member.email} />
        </div>
      </th>
      <td role="cell" className="px-4 py-3 @max-2xl:col-start-1 @max-2xl:row-start-3 @max-2xl:p-0">
        {roleEditable ? (
          <>
            <OptionSelect
              size="sm"
              className="w-32"
              aria-label={`Role of ${display}`}
              aria-describedby={refusals.length ? hintId : undefined}
              value={shownRole}
              disabled={pendingRole !== null}
              onValueChange={onRoleChange}
              options={roles.map(({ role, refused }) => ({
                value: role,
                disabled: refused !== null,
                label: (
                  <>
                    {roleLabels[role]}
                    {refused && <span className="sr-only"> (unavailable: {refused})</span>}
                  </>
                ),
              }))}
            />
            {/* The options the server would refuse are disabled; the reason is said once, here. */}
            {refusals[0]?.refused && (
              <p id={hintId} className="mt-1 max-w-48 text-xs text-muted-foreground">
                {refusals[0].refused}
              </p>
            )}
          </>
        ) : (
          <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
            {roleLabels[member.role]}
          </Badge>
        )}
      </td>
      <td
        role="cell"
        className="px-4 py-3 whitespace-nowrap text-muted-foreground @max-2xl:col-span-2 @max-2xl:row-start-2 @max-2xl:p-0 @max-2xl:text-xs"
      >
        {invited ? (
          <>
            <Badge variant={expired ? 'secondary' : 'outline'} className="mr-2">
              {expired ? 'Expired' : 'Invited'}
            </Badge>
            {member.invited_at && (
              <time dateTime={member.invited_at}>{formatDate(member.invited_at)}</time>
            )}
          </>
        ) : (
          member.joined_at && (
            <>
              {/* The card has no column header to say what the date is. */}
              <span className="@2xl:hidden" aria-hidden="true">
                Joined{' '}
              </span>
              <time dateTime={member.joined_at}>{formatDate(member.joined_at)}</time>
            </>
          )
        )}
      </td>
      {manage && (
        <td
          role="cell"
          className="px-4 py-3 text-right @max-2xl:col-start-2 @max-2xl:row-start-3 @max-2xl:p-0"
        >
          {invited && removable && (
            <Button
              variant="ghost"
              size="sm"
              disabled={resending}
              onClick={onResend}
              aria-label={`Resend the invitation to ${member.email}`}
            >
              <Send aria-hidden="true" />
              Resend
            </Button>
          )}
          {removable && (
            <Button
              variant="ghost-destructive"
              size="sm"
              disabled={removing}
              onClick={onRemove}
              aria-label={
                member.status === 'invited'
                  ? `Revoke the invitation for ${member.email}`
                  : `Remove ${display}`
              }
            >
              <UserMinus aria-hidden="true" />
              {member.status === 'invited' ? 'Revoke' : 'Remove'}
            </Button>
          )}
        </td>
      )}
    </tr>
  );
}
