import type { LoaderFunctionArgs } from 'react-router';
import { myApplicationOptions } from '@/features/applications/api';
import { session } from '@/lib/session/session-store';
import { queryClient } from '../query-client';

export function loader({ params }: LoaderFunctionArgs) {
  if (session.get().auth && params.applicationId) {
    void queryClient.prefetchQuery(myApplicationOptions(params.applicationId));
  }
  return null;
}
