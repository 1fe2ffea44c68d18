import { PageTitle } from '@/components/page-title';
import { NotificationSettingsForm } from '@/features/account/notification-settings-form';

export function Component() {
  return (
    <>
      <PageTitle title="Notification settings" />
      <NotificationSettingsForm audience="candidate" />
    </>
  );
}
