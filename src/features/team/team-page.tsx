import { useId } from 'react';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import UserMinus from 'lucide-react/icons/user-minus';
import Users from 'lucide-react/icons/users';
import {
  deleteEmployerUserMutation,
  getCurrentUserOptions,
  updateEmployerUserRoleMutation,
} from '@generated/@tanstack/react-query.gen';
import type { CompanyRole, PaginatedTeamMemberList, TeamMember } from '@generated/types.gen';
import { QueryList } from '@/components/query-list';
import { CardTable } from '@/components/card-table';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { confirm } from '@/lib/dialogs';
import {
  assignableRoles,
  canChangeRole,
  canRemoveMember,
  companyPermissions,
} from '@/lib/permissions';
import { isProblem } from '@/lib/problem';
import { selectedCompany, session, useSession } from '@/lib/session/session-store';
import { notify } from '@/lib/toast';
import { InviteForm } from './invite-form';
import {
  displayName,
  removalRefusal,
  roleChangeConfirmation,
  roleChangeRefusal,
} from './role-change';
import { roleLabels } from './roles';
import { teamOptions, teamQueryKey } from './api';
import { formatDate } from '@/lib/format/date';

/** Reloads the signed-in user, so that the page follows the user's role as the server has it. */
function reloadUser(queryClient: QueryClient): void {
  queryClient
    .fetchQuery({ ...getCurrentUserOptions(), staleTime: 0 })
    .then((user) => session.setUser(user))
    .catch((error: unknown) => console.error('[team] could not reload the user', error));
}

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
          { label: 'Name' },
          { label: 'Role' },
          { label: members[0]?.status === 'invited' ? 'Invited' : 'Joined' },
          manage && { label: 'Actions', alignEnd: true, srOnly: true },
        ]}
      >
        {members.map((member) => (
          <MemberRow key={member.user_id} member={member} manage={manage} {...context} />
        ))}
      </CardTable>
    </section>
  );
}

function MemberRow({
  member,
  team,
  employerId,
  companyName,
  actorRole,
  userId,
  manage,
}: TeamContext & { member: TeamMember; manage: boolean }) {
  const queryClient = useQueryClient();
  const display = displayName(member);
  const isSelf = member.user_id === userId;

  const changeRole = useMutation(updateEmployerUserRoleMutation());
  const onRoleChange = async (role: CompanyRole) => {
    if (role === member.role) return;
    // Demoting yourself, making someone else owner or taking away the last owner asks first;
    // the select keeps showing the current role until the server has answered.
    const question = roleChangeConfirmation({
      member,
      role,
      actorUserId: userId,
      team,
      companyName,
    });
    if (question && !(await confirm(question))) return;
    try {
      const updated = await changeRole.mutateAsync({
        path: { employerId, userId: member.user_id },
        body: { role },
      });
      queryClient.setQueryData<PaginatedTeamMemberList>(teamOptions(employerId).queryKey, (page) =>
        page
          ? {
              ...page,
              results: page.results.map((m) => (m.user_id === updated.user_id ? updated : m)),
            }
          : page,
      );
      const label = roleLabels[updated.role].toLowerCase();
      void notify(isSelf ? `You are now ${label}` : `${displayName(updated)} is now ${label}`, {
        severity: 'success',
      });
      // Your own role decides what this page (and the rest of the employer area) lets you do.
      if (isSelf) reloadUser(queryClient);
    } catch (error) {
      void notify(isSelf ? 'Your role was not changed' : `The role of ${display} was not changed`, {
        severity: 'error',
        detail: roleChangeRefusal(error, companyName),
      });
      // The team (or your own role) changed elsewhere: show it as the server has it.
      void queryClient.invalidateQueries({ queryKey: teamQueryKey(employerId) });
      if (isProblem(error) && error.status === 403) reloadUser(queryClient);
    }
  };

  const remove = useMutation(deleteEmployerUserMutation());
  const onRemove = async () => {
    const invitation = member.status === 'invited';
    const yes = await confirm({
      title: invitation ? 'Revoke this invitation?' : `Remove ${display} from the team?`,
      description: invitation
        ? `${member.email} will no longer be able to join with their invitation.`
        : `${display} loses access to your company's jobs and applications at once.`,
      confirmLabel: invitation ? 'Revoke invitation' : 'Remove',
      destructive: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ path: { employerId, userId: member.user_id } });
      queryClient.setQueryData<PaginatedTeamMemberList>(teamOptions(employerId).queryKey, (page) =>
        page
          ? {
              ...page,
              count: page.count - 1,
              results: page.results.filter((m) => m.user_id !== member.user_id),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: teamQueryKey(employerId) });
      void notify(
        invitation
          ? `Invitation for ${member.email} revoked`
          : `${display} was removed from the team`,
        { severity: 'success' },
      );
    } catch (error) {
      void notify(invitation ? 'The invitation was not revoked' : `${display} was not removed`, {
        severity: 'error',
        detail: removalRefusal(error, companyName, invitation),
      });
    }
  };

  const roleEditable = manage && canChangeRole(actorRole, member);
  const removable = manage && canRemoveMember(actorRole, member, userId);
  const shownRole = changeRole.isPending ? changeRole.variables.body.role : member.role;

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
          <Select
            value={shownRole}
            disabled={changeRole.isPending}
            onValueChange={(role) => void onRoleChange(role as CompanyRole)}
          >
            <SelectTrigger size="sm" className="w-32" aria-label={`Role of ${display}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {assignableRoles(actorRole).map((role) => (
                <SelectItem key={role} value={role}>
                  {roleLabels[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
        {member.status === 'invited' ? (
          <>
            <Badge variant="outline" className="mr-2">
              Invited
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
          {removable && (
            <Button
              variant="ghost-destructive"
              size="sm"
              disabled={remove.isPending}
              onClick={() => void onRemove()}
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
