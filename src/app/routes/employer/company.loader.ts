import type { LoaderFunctionArgs } from 'react-router';
import { companyPageOptions } from '@/features/employer-company/api';
import { queryClient } from '../../query-client';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.slug) {
    const queries = companyPageOptions(params.slug);
    void queryClient.prefetchQuery(queries.employer);
    void queryClient.prefetchQuery(queries.jobs);
  }
  return null;
}
