import type { LoaderFunctionArgs } from 'react-router';
import { savedJobsOptions, savedJobsPage } from '@/features/saved-jobs/api';
import { session } from '@/lib/session/session-store';
import { queryClient } from '../query-client';

export function loader({ request }: LoaderFunctionArgs) {
  if (session.get().auth) {
    void queryClient.prefetchQuery(
      savedJobsOptions(savedJobsPage(new URL(request.url).searchParams)),
    );
  }
  return null;
}
