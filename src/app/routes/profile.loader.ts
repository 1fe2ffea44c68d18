import { profileOptions } from '@/features/candidate-profile/api';
import { session } from '@/lib/session/session-store';
import { queryClient } from '../query-client';

export function loader() {
  if (session.get().auth) void queryClient.prefetchQuery(profileOptions());
  return null;
}
