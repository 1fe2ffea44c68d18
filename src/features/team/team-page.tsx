import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserMinus, Users } from 'lucide-react';
import { deleteEmployerUserMutation, updateEmployerUserRoleMutation } from '@generated/@tanstack/react-query.gen';
import type { CompanyRole, PaginatedTeamMemberList, TeamMember } from '@generated/types.gen';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { confirm } from '@/lib/dialogs';
import { assignableRoles, canChangeRole, canRemoveMember, companyPermissions } from '@/lib/permissions';
import { firstFieldMessage, problemCode, problemMessage } from '@/lib/problem';
import { selectedCompany, useSession } from '@/lib/session/session-store';
import { notify } from '@/lib/toast';
import { InviteForm } from './invite-form';
import { roleLabels } from './roles';
import { teamQuery, teamQueryKey } from './team-queries';
import { formatDate } from '@/lib/format/date';


/** A failed team call's message: 409 (last owner, already member) and 403 say what the server said. */
function failure(error: unknown, fallback: string): string {
  return firstFieldMessage(error) ?? problemMessage(error, fallback);
}

/** /employer/team: members and pending invitations; owners invite, re-role and remove. */
export function TeamPage() {
  const company = useSession(selectedCompany);
  const userId = useSession((s) => s.user?.id);
  const employerId = company?.employer_id ?? '';
  const actorRole = company?.role;
  const permissions = companyPermissions(actorRole);
  const team = useQuery(teamQuery(employerId));

  const members = team.data?.results.filter((m) => m.status === 'active') ?? [];
  const invited = team.data?.results.filter((m) => m.status === 'invited') ?? [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Team"
        description={
          permissions.manageTeam
            ? `Who works on ${company?.employer_name ?? 'your company'}'s hiring, and what they may do.`
            : `Who works on ${company?.employer_name ?? 'your company'}'s hiring. Only owners manage the team.`
        }
      />
      {permissions.manageTeam && <InviteForm employerId={employerId} roles={assignableRoles(actorRole)} />}
      {team.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading the team…</span>
          <Skeleton className="h-6 w-40" />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} rounded="lg" className="h-[60px]" />
          ))}
        </div>
      ) : team.isError ? (
        <Alert variant="destructive">
          <AlertTitle>We couldn't load your team.</AlertTitle>
          <AlertDescription>
            <p>{problemMessage(team.error, 'Check your connection and try again.')}</p>
            <div>
              <Button variant="outline" size="sm" onClick={() => void team.refetch()}>
                Try again
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : team.data.results.length === 0 ? (
        <EmptyState icon={Users} title="No one here yet" text="Invite teammates to post jobs and read applications with you." />
      ) : (
        <>
          <MemberTable title="Members" members={members} employerId={employerId} actorRole={actorRole} userId={userId} />
          {invited.length > 0 && (
            <MemberTable title="Pending invitations" members={invited} employerId={employerId} actorRole={actorRole} userId={userId} />
          )}
        </>
      )}
    </div>
  );
}

interface MemberTableProps {
  title: string;
  members: TeamMember[];
  employerId: string;
  actorRole: CompanyRole | undefined;
  userId: string | undefined;
}

function MemberTable({ title, members, employerId, actorRole, userId }: MemberTableProps) {
  const headingId = useId();
  const manage = companyPermissions(actorRole).manageTeam;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title} <span className="text-muted-foreground">({members.length})</span>
      </h2>
      <div className="overflow-x-auto rounded-xl border bg-card">
        <table className="w-full text-sm">
          <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Role
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {members[0]?.status === 'invited' ? 'Invited' : 'Joined'}
              </th>
              {manage && (
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y">
            {members.map((member) => (
              <MemberRow key={member.user_id} member={member} employerId={employerId} actorRole={actorRole} userId={userId} manage={manage} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MemberRow({
  member,
  employerId,
  actorRole,
  userId,
  manage,
}: {
  member: TeamMember;
  employerId: string;
  actorRole: CompanyRole | undefined;
  userId: string | undefined;
  manage: boolean;
}) {
  const queryClient = useQueryClient();
  const display = member.name ?? member.email;
  const isSelf = member.user_id === userId;

  const changeRole = useMutation({
    ...updateEmployerUserRoleMutation(),
    onSuccess: (updated) => {
      queryClient.setQueryData<PaginatedTeamMemberList>(teamQuery(employerId).queryKey, (page) =>
        page ? { ...page, results: page.results.map((m) => (m.user_id === updated.user_id ? updated : m)) } : page,
      );
      void notify(`${updated.name ?? updated.email} is now ${roleLabels[updated.role].toLowerCase()}`, { severity: 'success' });
    },
    onError: (error) => {
      void notify(problemCode(error, 409) === 'last_owner' ? 'The company needs an owner' : 'The role was not changed', {
        severity: 'error',
        detail: failure(error, 'Check your connection and try again.'),
      });
    },
  });

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
      queryClient.setQueryData<PaginatedTeamMemberList>(teamQuery(employerId).queryKey, (page) =>
        page ? { ...page, count: page.count - 1, results: page.results.filter((m) => m.user_id !== member.user_id) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: teamQueryKey(employerId) });
      void notify(invitation ? `Invitation for ${member.email} revoked` : `${display} was removed from the team`, { severity: 'success' });
    } catch (error) {
      void notify(invitation ? 'The invitation was not revoked' : `${display} was not removed`, {
        severity: 'error',
        detail: failure(error, 'Check your connection and try again.'),
      });
    }
  };

  const roleEditable = manage && canChangeRole(actorRole, member);
  const removable = manage && canRemoveMember(actorRole, member, userId);
  const shownRole = changeRole.isPending ? changeRole.variables.body.role : member.role;

  return (
    <tr className="align-middle">
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <div className="font-medium">
          {member.name ?? <span className="text-muted-foreground">Invitation pending</span>}
          {isSelf && <span className="text-muted-foreground"> (you)</span>}
        </div>
        <div className="text-xs break-all text-muted-foreground">{member.email}</div>
      </th>
      <td className="px-4 py-3">
        {roleEditable ? (
          <Select
            value={shownRole}
            disabled={changeRole.isPending}
            onValueChange={(role) => {
              if (role !== member.role) changeRole.mutate({ path: { employerId, userId: member.user_id }, body: { role: role as CompanyRole } });
            }}
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
          <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>{roleLabels[member.role]}</Badge>
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
        {member.status === 'invited' ? (
          <>
            <Badge variant="outline" className="mr-2">
              Invited
            </Badge>
            {member.invited_at && <time dateTime={member.invited_at}>{formatDate(member.invited_at)}</time>}
          </>
        ) : (
          member.joined_at && <time dateTime={member.joined_at}>{formatDate(member.joined_at)}</time>
        )}
      </td>
      {manage && (
        <td className="px-4 py-3 text-right">
          {removable && (
            <Button
              variant="ghost-destructive"
              size="sm"
              disabled={remove.isPending}
              onClick={() => void onRemove()}
              aria-label={member.status === 'invited' ? `Revoke the invitation for ${member.email}` : `Remove ${display}`}
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
