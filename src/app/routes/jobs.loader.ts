import type { LoaderFunctionArgs } from 'react-router';
import { jobFiltersToQuery, parseJobFilters } from '@/features/jobs/job-filters';
import { publicJobsOptions } from '@/features/jobs/api';
import { queryClient } from '../query-client';

/** /jobs: the search the URL asks for (part of the entry chunk; the page derives the same query). */
export function loader({ request }: LoaderFunctionArgs) {
  const filters = parseJobFilters(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(publicJobsOptions(jobFiltersToQuery(filters)));
  return null;
}
