import type { LoaderFunctionArgs } from 'react-router';
import { appliedJobsOptions, appliedJobsPage, appliedJobsStage } from '@/features/applications/api';
import { session } from '@/lib/session/session-store';
import { queryClient } from '../query-client';

export function loader({ request }: LoaderFunctionArgs) {
  if (session.get().auth) {
    const params = new URL(request.url).searchParams;
    void queryClient.prefetchQuery(
      appliedJobsOptions(appliedJobsPage(params), appliedJobsStage(params)),
    );
  }
  return null;
}
