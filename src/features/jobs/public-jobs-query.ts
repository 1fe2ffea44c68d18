import { listPublicJobsOptions } from '@generated/@tanstack/react-query.gen';
import type { ListPublicJobsData } from '@generated/types.gen';
import { EMPTY_FILTERS, jobFiltersToQuery } from './job-filters';

export type PublicJobsQuery = NonNullable<ListPublicJobsData['query']>;

/** The query the /jobs page and its route loader share (same key, so the prefetch is reused). */
export function publicJobsOptions(query: PublicJobsQuery = {}) {
  return listPublicJobsOptions({ query });
}

export const NEWEST_JOBS_COUNT = 6;

/** The home page's "newest jobs" query (its route loader prefetches the same one). */
export function newestJobsOptions() {
  return publicJobsOptions(
    jobFiltersToQuery({ ...EMPTY_FILTERS, ordering: '-published_at' }, NEWEST_JOBS_COUNT),
  );
}
