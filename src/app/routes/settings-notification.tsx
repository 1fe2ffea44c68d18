import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title';
import { notificationSettingsOptions } from '@/features/account/api';
import { NotificationSettingsForm } from '@/features/account/notification-settings-form';
import { JobAlertsSection } from '@/features/job-alerts/job-alerts-section';

export function Component() {
  // The `job_alerts` switch is the master switch over the alerts (the same query the form reads).
  const settings = useQuery(notificationSettingsOptions());
  return (
    <>
      <PageTitle title="Notification settings" />
      <NotificationSettingsForm audience="candidate" />
      <JobAlertsSection masterOff={settings.data?.job_alerts === false} />
    </>
  );
}
