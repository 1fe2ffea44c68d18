import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listEmployerJobApplicationsQueryKey,
  updateEmployerJobApplicationStatusMutation,
} from '@generated/@tanstack/react-query.gen';
import type {
  ApplicationStatus,
  JobApplication,
  PaginatedJobApplicationList,
} from '@generated/types.gen';
import { Badge } from '@/components/ui/badge';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { failureMessage } from '@/lib/error-message';
import { isProblem, problemCode } from '@/lib/problem';
import { notify } from '@/lib/toast';
import { applicationStatusLabels, applicationStatusMoves } from './labels';

/** The generated key of one page of a job's applications (the page on screen). */
export type ApplicationsListKey = ReturnType<typeof listEmployerJobApplicationsQueryKey>;

/** Why the server refused a status change, in words (never the raw server text). */
export function applicationMoveRefusal(
  error: unknown,
  from: ApplicationStatus,
  to: ApplicationStatus,
): string {
  if (problemCode(error, 409) === 'invalid_transition') {
    return `This application can't be moved to ${applicationStatusLabels[to]} from ${applicationStatusLabels[from]}. Someone may have changed it meanwhile.`;
  }
  if (isProblem(error) && error.status === 403)
    return "Only owners and admins can change an application's status.";
  return failureMessage(error);
}

/** The list page with one application's status replaced (when `onlyIf` is given, only if it still has that status). */
function withStatus(
  list: PaginatedJobApplicationList | undefined,
  applicationId: string,
  status: ApplicationStatus,
  onlyIf?: ApplicationStatus,
): PaginatedJobApplicationList | undefined {
  if (!list) return list;
  return {
    ...list,
    results: list.results.map((a) =>
      a.id === applicationId && (onlyIf === undefined || a.status === onlyIf)
        ? { ...a, status }
        : a,
    ),
  };
}

/**
 * Moves an application along its pipeline, optimistically: the page on screen (`listKey`) shows
 * the new status at once and goes back if the server refuses. Afterwards every list of the
 * job's applications (each tab, each page) is refreshed.
 */
export function useChangeApplicationStatus(
  employerId: string,
  jobId: string,
  listKey: ApplicationsListKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateEmployerJobApplicationStatusMutation(),
    onMutate: async ({ path, body }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient
        .getQueryData<PaginatedJobApplicationList>(listKey)
        ?.results.find((a) => a.id === path.applicationId);
      queryClient.setQueryData<PaginatedJobApplicationList>(listKey, (list) =>
        withStatus(list, path.applicationId, body.status),
      );
      return { previous: before?.status };
    },
    onSuccess: (application) => {
      queryClient.setQueryData<PaginatedJobApplicationList>(listKey, (list) =>
        withStatus(list, application.id, application.status),
      );
      void notify(
        `${application.applicant_name} is now ${applicationStatusLabels[application.status].toLowerCase()}`,
        { severity: 'success' },
      );
    },
    onError: (error, { path, body }, context) => {
      const previous = context?.previous;
      if (previous) {
        queryClient.setQueryData<PaginatedJobApplicationList>(listKey, (list) =>
          withStatus(list, path.applicationId, previous, body.status),
        );
      }
      void notify('The status was not changed', {
        severity: 'error',
        detail: applicationMoveRefusal(error, previous ?? body.status, body.status),
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({
        queryKey: listEmployerJobApplicationsQueryKey({ path: { employerId, jobId } }),
      });
    },
  });
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant="outline">{applicationStatusLabels[status]}</Badge>;
}

/**
 * The status of one application for owners and admins: a select offering the current status and
 * the moves allowed from it. A hired application is final, so it shows a badge.
 */
export function ApplicationStatusSelect({
  employerId,
  jobId,
  application,
  listKey,
  disabled = false,
}: {
  employerId: string;
  jobId: string;
  application: JobApplication;
  listKey: ApplicationsListKey;
  /** E.g. while the page on screen is the previous one, waiting for the next. */
  disabled?: boolean;
}) {
  const change = useChangeApplicationStatus(employerId, jobId, listKey);
  const current = change.isPending ? change.variables.body.status : application.status;
  const moves = applicationStatusMoves[current];
  if (moves.length === 0 && !change.isPending) return <ApplicationStatusBadge status={current} />;
  return (
    <Select
      value={current}
      disabled={disabled || change.isPending}
      onValueChange={(status) => {
        if (status !== application.status) {
          change.mutate({
            path: { employerId, jobId, applicationId: application.id },
            body: { status: status as ApplicationStatus },
          });
        }
      }}
    >
      <SelectTrigger
        size="sm"
        aria-label={`Status of the application from ${application.applicant_name}`}
        className="w-36"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {[current, ...moves].map((status) => (
          <SelectItem key={status} value={status}>
            {applicationStatusLabels[status]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
