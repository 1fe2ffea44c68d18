import { getUserSettingsOptions } from '@generated/@tanstack/react-query.gen';
import { PageTitle } from '@/components/page-title';
import { NotificationSettingsForm } from '@/features/account/notification-settings-form';
import { session } from '@/lib/session/session-store';
import { queryClient } from '../query-client';

export function loader() {
  if (session.get().auth) void queryClient.prefetchQuery(getUserSettingsOptions());
  return null;
}

export function Component() {
  return (
    <>
      <PageTitle title="Notification settings" />
      <NotificationSettingsForm audience="candidate" />
    </>
  );
}
