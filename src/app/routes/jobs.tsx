import type { LoaderFunctionArgs } from 'react-router';
import { jobFiltersToQuery, parseJobFilters } from '@/features/jobs/job-filters';
import { JobSearchPage } from '@/features/jobs/job-search-page';
import { publicJobsOptions } from '@/features/jobs/public-jobs-query';
import { paths } from '../paths';
import { queryClient } from '../query-client';

export function loader({ request }: LoaderFunctionArgs) {
  // Start fetching while the page renders; the page derives the same query from the same URL.
  const filters = parseJobFilters(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(publicJobsOptions(jobFiltersToQuery(filters)));
  return null;
}

export function Component() {
  return <JobSearchPage jobHref={paths.job} />;
}
