import type { LoaderFunctionArgs } from 'react-router';
import { appliedJobsOptions, appliedJobsPage } from '@/features/applications/api';
import { session } from '@/lib/session/session-store';
import { queryClient } from '../query-client';

export function loader({ request }: LoaderFunctionArgs) {
  if (session.get().auth) {
    void queryClient.prefetchQuery(
      appliedJobsOptions(appliedJobsPage(new URL(request.url).searchParams)),
    );
  }
  return null;
}
