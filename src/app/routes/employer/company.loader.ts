import type { LoaderFunctionArgs } from 'react-router';
import { companyPageQueries } from '@/features/employer-company/company-page';
import { queryClient } from '../../query-client';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.slug) {
    const queries = companyPageQueries(params.slug);
    void queryClient.prefetchQuery(queries.employer);
    void queryClient.prefetchQuery(queries.jobs);
  }
  return null;
}
