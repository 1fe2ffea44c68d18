import { listPublicJobsOptions } from '@generated/@tanstack/react-query.gen';
import type { ListPublicJobsData } from '@generated/types.gen';

export type PublicJobsQuery = NonNullable<ListPublicJobsData['query']>;

/** The query the /jobs page and its route loader share (same key, so the prefetch is reused). */
export function publicJobsOptions(query: PublicJobsQuery = {}) {
  return listPublicJobsOptions({ query });
}
