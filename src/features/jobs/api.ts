import {
  getPublicEmployerOptions,
  listPublicEmployerJobsOptions,
  listPublicJobsOptions,
  listRelatedJobsOptions,
} from '@generated/@tanstack/react-query.gen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPublicJobsData } from '@generated/types.gen';
import { publicJobOptions } from '@/lib/api/shared-queries';
import { EMPTY_FILTERS, jobFiltersToQuery } from './job-filters';

/**
 * The job page's queries, which its route loader prefetches (same options, so the same cache
 * entries). Kept apart from the page component, so that the loader's chunk is small and the
 * page's first API calls do not wait for the page's code (decision 007).
 */
const RELATED_JOBS_LIMIT = 4;

/** A job slug: up to 120 lowercase letters, digits and single hyphens between them. */
export const JOB_SLUG = /^(?=.{1,120}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a URL segment can be a job slug (anything else is not found without asking the API). */
export const isJobSlug = (slug: string) => JOB_SLUG.test(slug);

/** The queries the job page runs. */
export const jobPageOptions = {
  job: publicJobOptions,
  related: (slug: string) =>
    listRelatedJobsOptions({ path: { jobSlug: slug }, query: { limit: RELATED_JOBS_LIMIT } }),
  employer: (employerSlug: string) => getPublicEmployerOptions({ path: { employerSlug } }),
  /** A closed job's page points to its company's open jobs instead. */
  companyJobs: (employerSlug: string) =>
    listPublicEmployerJobsOptions({
      path: { employerSlug },
      query: { page_size: RELATED_JOBS_LIMIT },
    }),
};

export type PublicJobsQuery = NonNullable<ListPublicJobsData['query']>;

/** The query the /jobs page and its route loader share (same key, so the prefetch is reused). */
export function publicJobsOptions(query: PublicJobsQuery = {}) {
  return listPublicJobsOptions({ query });
}

/**
 * The /jobs results for a search (the list and "Show N jobs" share them): the previous results
 * stay, as placeholder, while a new search loads.
 */
export function usePublicJobs(query: PublicJobsQuery) {
  return useQuery({ ...publicJobsOptions(query), placeholderData: keepPreviousData });
}

export const NEWEST_JOBS_COUNT = 6;

/** The home page's "newest jobs" query (its route loader prefetches the same one). */
export function newestJobsOptions() {
  return publicJobsOptions(
    jobFiltersToQuery({ ...EMPTY_FILTERS, ordering: '-published_at' }, NEWEST_JOBS_COUNT),
  );
}
