import {
  getPublicEmployerOptions,
  listPublicEmployerJobsOptions,
} from '@generated/@tanstack/react-query.gen';

/** The company page feature's queries: the generated query options it reads, one factory each, shared by its pages and their route loaders (same options, same cache entries). */

/** The company page's two queries (the route loader prefetches the same). */
export const companyPageOptions = (slug: string) => ({
  employer: getPublicEmployerOptions({ path: { employerSlug: slug } }),
  jobs: listPublicEmployerJobsOptions({
    path: { employerSlug: slug },
    query: { page_size: COMPANY_JOBS_PAGE_SIZE },
  }),
});

export const COMPANY_JOBS_PAGE_SIZE = 20;
