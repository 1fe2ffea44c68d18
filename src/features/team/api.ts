import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  acceptInvitationMutation,
  declineInvitationMutation,
  deleteEmployerUserMutation,
  getInvitationMutation,
  inviteEmployerUserMutation,
  listEmployerUsersOptions,
  listEmployerUsersQueryKey,
  resendEmployerInvitationMutation,
  updateEmployerUserRoleMutation,
} from '@generated/@tanstack/react-query.gen';
import type { TeamMember } from '@generated/types.gen';
import { fetchCurrentUser } from '@/lib/api/shared-queries';
import { isProblem } from '@/lib/problem';
import { session } from '@/lib/session/session-store';

/**
 * The team feature's queries and mutations (decision 009): the query the page and its route
 * loader share, and one hook per operation that owns its cache effects. The page passes the
 * UI effects (confirmations, toasts, form errors).
 */

/** Teams are small: one page of up to 100 (the contract's advice for the team screen). */
const TEAM_PAGE_SIZE = 100;

export const teamOptions = (employerId: string) =>
  listEmployerUsersOptions({ path: { employerId }, query: { page_size: TEAM_PAGE_SIZE } });

/** Every cached page of the team (whatever its query). */
const teamQueryKey = (employerId: string) => listEmployerUsersQueryKey({ path: { employerId } });

/** Puts the server's answer for one member in place of their row in the team on screen. */
function replaceTeamRow(queryClient: QueryClient, employerId: string, updated: TeamMember): void {
  queryClient.setQueryData(teamOptions(employerId).queryKey, (page) =>
    page
      ? {
          ...page,
          results: page.results.map((m) => (m.user_id === updated.user_id ? updated : m)),
        }
      : page,
  );
}

/** Reloads the signed-in user, so that the page follows the user's role as the server has it. */
function reloadUser(queryClient: QueryClient): void {
  fetchCurrentUser(queryClient)
    .then((user) => session.setUser(user))
    .catch((error: unknown) => console.error('[team] could not reload the user', error));
}

/** Invites someone by email with a role; the team is asked again (the invitation is listed). */
export function useInviteMember(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...inviteEmployerUserMutation(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamQueryKey(employerId) });
    },
  });
}

/**
 * Changes a member's role. The answer replaces the member in the team on screen; your own role
 * decides what the page (and the rest of the employer area) lets you do, so changing it reloads
 * the user. A refusal means the team (or your own role) changed elsewhere: the team is asked
 * again, and on a 403 the user too.
 */
export function useChangeMemberRole(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateEmployerUserRoleMutation(),
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: teamQueryKey(employerId) });
      if (isProblem(error) && error.status === 403) reloadUser(queryClient);
    },
    onSuccess: (updated) => {
      replaceTeamRow(queryClient, employerId, updated);
      if (updated.user_id === session.get().user?.id) reloadUser(queryClient);
    },
  });
}

/** Removes a member or revokes an invitation: gone from the team on screen, then the team is asked again. */
export function useRemoveMember(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteEmployerUserMutation(),
    onSuccess: (_data, { path }) => {
      queryClient.setQueryData(teamOptions(employerId).queryKey, (page) =>
        page
          ? {
              ...page,
              count: page.count - 1,
              results: page.results.filter((m) => m.user_id !== path.userId),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: teamQueryKey(employerId) });
    },
  });
}

/** Sends a pending invitation again (a new link; the old one stops working): the row is replaced on screen. */
export function useResendInvitation(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...resendEmployerInvitationMutation(),
    onSuccess: (updated) => {
      replaceTeamRow(queryClient, employerId, updated);
    },
  });
}

// ---------------------------------------------------------------- the invitee's side

/**
 * An invitation read by the token of its link (getInvitation). The operation is a POST so that
 * the token travels in the body, not in the API's URLs; reading it changes nothing, so the page
 * reads it as a query (the generated call, cached per token).
 */
export const invitationOptions = (token: string) =>
  queryOptions({
    queryKey: ['getInvitation', token] as const,
    queryFn: ({ signal }) => {
      const { mutationFn } = getInvitationMutation({ signal });
      if (!mutationFn) throw new Error('getInvitation has no call');
      return mutationFn({ body: { token } }, undefined as never);
    },
  });

/**
 * Accepts an invitation as the signed-in account: the user is asked again (their companies now
 * include it) and the company is selected, so the employer area opens on it.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...acceptInvitationMutation(),
    onSuccess: async (membership) => {
      const user = await fetchCurrentUser(queryClient);
      session.setUser(user);
      session.selectCompany(membership.employer_id);
      void queryClient.invalidateQueries({ queryKey: invitationOptions(token).queryKey });
    },
  });
}

/** Declines an invitation (no account needed); the invitation then reads declined. */
export function useDeclineInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...declineInvitationMutation(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationOptions(token).queryKey });
    },
  });
}
