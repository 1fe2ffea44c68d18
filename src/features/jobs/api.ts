import {
  getPublicEmployerOptions,
  getPublicJobOptions,
  listRelatedJobsOptions,
} from '@generated/@tanstack/react-query.gen';
import { EMPTY_FILTERS, jobFiltersToQuery } from './job-filters';
import { publicJobsOptions } from './public-jobs-query';

/**
 * The public job queries the pages run and their route loaders prefetch (same options, so the
 * same cache entries). Kept apart from the page components: the loaders are part of the entry
 * chunk, so that a page's first API call does not wait for the page's code (decision 007).
 */
export const NEWEST_JOBS_COUNT = 6;
export const RELATED_JOBS_LIMIT = 4;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a URL segment can be a job slug (anything else is not found without asking the API). */
export const isJobSlug = (slug: string) => slug.length <= 120 && SLUG.test(slug);

/** The home page's "newest jobs" query. */
export function newestJobsOptions() {
  return publicJobsOptions(
    jobFiltersToQuery({ ...EMPTY_FILTERS, ordering: '-published_at' }, NEWEST_JOBS_COUNT),
  );
}

/** The queries the job page runs. */
export const jobPageQueries = {
  job: (slug: string) => getPublicJobOptions({ path: { jobSlug: slug } }),
  related: (slug: string) =>
    listRelatedJobsOptions({ path: { jobSlug: slug }, query: { limit: RELATED_JOBS_LIMIT } }),
  employer: (employerSlug: string) => getPublicEmployerOptions({ path: { employerSlug } }),
};
