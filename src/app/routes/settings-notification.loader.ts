import { notificationSettingsOptions } from '@/features/account/api';
import { jobAlertsOptions } from '@/features/job-alerts/api';
import { session } from '@/lib/session/session-store';
import { queryClient } from '../query-client';

export function loader() {
  if (session.get().auth) {
    void queryClient.prefetchQuery(notificationSettingsOptions());
    void queryClient.prefetchQuery(jobAlertsOptions());
  }
  return null;
}
