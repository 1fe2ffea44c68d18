import { listAppliedJobsOptions } from '@generated/@tanstack/react-query.gen';

/** The applications feature's queries: the generated query options it reads, one factory each, shared by its pages and their route loaders (same options, same cache entries). */

export const APPLIED_JOBS_PAGE_SIZE = 20;

/** ?page=N of the applied-jobs page (1 when missing or invalid). */
export function appliedJobsPage(params: URLSearchParams): number {
  const raw = params.get('page');
  const page = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= 100_000 ? page : 1;
}

/** The query the page runs (the route loader prefetches the same one). */
export function appliedJobsOptions(page: number) {
  return listAppliedJobsOptions({ query: { page, page_size: APPLIED_JOBS_PAGE_SIZE } });
}
