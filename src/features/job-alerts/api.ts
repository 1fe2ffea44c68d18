import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createJobAlertMutation,
  deleteJobAlertMutation,
  getUserSettingsOptions,
  getUserSettingsQueryKey,
  listJobAlertsOptions,
  listJobAlertsQueryKey,
  unsubscribeJobAlertMutation,
  updateJobAlertMutation,
  updateUserSettingsMutation,
} from '@generated/@tanstack/react-query.gen';
import type { JobAlert } from '@generated/types.gen';

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

/** What creating an alert did to the account's "Job alerts" email setting. */
export type AlertEmails = 'on' | 'turned-on' | 'off';

/**
 * Creates the alert, then makes sure its emails go out: an account whose "Job alerts" emails are
 * off (every email setting of a new account is) gets them turned on, since asking for an alert is
 * asking for its emails. Says which happened, for the confirmation.
 */
export function useCreateJobAlert() {
  const invalidate = useInvalidateAlerts();
  const queryClient = useQueryClient();
  const create = createJobAlertMutation();
  const saveSettings = updateUserSettingsMutation();
  return useMutation({
    mutationFn: async (
      variables: Parameters<NonNullable<typeof create.mutationFn>>[0],
    ): Promise<{ alert: JobAlert; emails: AlertEmails }> => {
      const alert = await create.mutationFn!(variables, undefined as never);
      try {
        const settings = await queryClient.fetchQuery({
          ...getUserSettingsOptions(),
          staleTime: 0,
        });
        if (settings.job_alerts) return { alert, emails: 'on' };
        const saved = await saveSettings.mutationFn!(
          { body: { ...settings, job_alerts: true } },
          undefined as never,
        );
        queryClient.setQueryData(getUserSettingsQueryKey(), saved);
        return { alert, emails: 'turned-on' };
      } catch {
        return { alert, emails: 'off' }; // the alert is kept; the confirmation says how to get its emails
      }
    },
    onSuccess: () => invalidate(),
  });
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
