import { notificationSettingsOptions } from '@/features/account/api';
import { queryClient } from '../../query-client';

export function loader() {
  void queryClient.prefetchQuery(notificationSettingsOptions());
  return null;
}
