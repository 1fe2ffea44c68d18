import type { QueryClient } from '@tanstack/react-query';
import {
  getCurrentUserOptions,
  getProfileOptions,
} from '../../../generated/@tanstack/react-query.gen';
import type { User } from '../../../generated/types.gen';

/**
 * The two queries the session and several features share (the signed-in user, the candidate
 * profile): one factory each, so that every reader and every loader meets the same cache entry.
 * A feature's own queries and mutations live in its `api.ts`; these live here because the shared
 * layer (src/lib/session) reads them too, and it imports no feature.
 */
export const currentUserOptions = () => getCurrentUserOptions();

/** The signed-in candidate's profile (with resumes). */
export const profileOptions = () => getProfileOptions();

/** Asks the server for the signed-in user again (never from the cache), e.g. after a role or company changed. */
export const fetchCurrentUser = (queryClient: QueryClient): Promise<User> =>
  queryClient.fetchQuery({ ...currentUserOptions(), staleTime: 0 });
