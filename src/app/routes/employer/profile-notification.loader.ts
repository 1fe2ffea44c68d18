import { getUserSettingsOptions } from '@generated/@tanstack/react-query.gen';
import { queryClient } from '../../query-client';

export function loader() {
  void queryClient.prefetchQuery(getUserSettingsOptions());
  return null;
}
