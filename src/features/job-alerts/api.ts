import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createJobAlertMutation,
  deleteJobAlertMutation,
  listJobAlertsOptions,
  listJobAlertsQueryKey,
  unsubscribeJobAlertMutation,
  updateJobAlertMutation,
} from '@generated/@tanstack/react-query.gen';

/**
 * The job alerts feature's queries and mutations (decision 009). A candidate has at most
 * createJobAlert's `x-limit` alerts, so the settings page reads them in one page (of 100, the most
 * a page holds; src/features/job-alerts/api.test.ts checks the limit fits).
 */
export const jobAlertsOptions = () => listJobAlertsOptions({ query: { page_size: 100 } });

/** Every change to an alert refreshes the list (all pages of it). */
function useInvalidateAlerts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listJobAlertsQueryKey() });
}

export function useCreateJobAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({ ...createJobAlertMutation(), onSuccess: () => invalidate() });
}

export function useUpdateJobAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({ ...updateJobAlertMutation(), onSuccess: () => invalidate() });
}

export function useDeleteJobAlert() {
  const invalidate = useInvalidateAlerts();
  return useMutation({ ...deleteJobAlertMutation(), onSuccess: () => invalidate() });
}

/**
 * The email's unsubscribe link (no session needed), posted once when its page opens: a query of
 * the token, so that a second render or a remount asks nothing again (the server would answer 200
 * again anyway: pausing is idempotent).
 */
export const unsubscribeOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribeJobAlert', token] as const,
    queryFn: () => {
      const { mutationFn } = unsubscribeJobAlertMutation();
      if (!mutationFn) throw new Error('unsubscribeJobAlert has no call');
      return mutationFn({ body: { token } }, undefined as never);
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
