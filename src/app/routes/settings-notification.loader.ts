import { getUserSettingsOptions } from '@generated/@tanstack/react-query.gen';
import { session } from '@/lib/session/session-store';
import { queryClient } from '../query-client';

export function loader() {
  if (session.get().auth) void queryClient.prefetchQuery(getUserSettingsOptions());
  return null;
}
