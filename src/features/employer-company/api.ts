import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createEmployerMutation,
  getPublicEmployerOptions,
  listPublicEmployerJobsOptions,
  listPublicEmployerJobsQueryKey,
  updateEmployerMutation,
} from '@generated/@tanstack/react-query.gen';
import { fetchCurrentUser } from '@/lib/api/shared-queries';
import { session } from '@/lib/session/session-store';

/**
 * The company feature's queries and mutations (decision 009): the generated query options it
 * reads, one factory each, shared by its pages and their route loaders (same options, same cache
 * entries), and one hook per operation that owns its cache effects.
 */

/** The company page's two queries (the route loader prefetches the same). */
export const companyPageOptions = (slug: string) => ({
  employer: getPublicEmployerOptions({ path: { employerSlug: slug } }),
  jobs: listPublicEmployerJobsOptions({
    path: { employerSlug: slug },
    query: { page_size: COMPANY_JOBS_PAGE_SIZE },
  }),
});

const COMPANY_JOBS_PAGE_SIZE = 20;

/**
 * Saves the company page: the answer is the company page's data, its jobs are asked again, and
 * the user is reloaded (the header's company switcher shows the name and logo from the user's
 * memberships).
 */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateEmployerMutation(),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyPageOptions(saved.slug).employer.queryKey, saved);
      void queryClient.invalidateQueries({
        queryKey: listPublicEmployerJobsQueryKey({ path: { employerSlug: saved.slug } }),
      });
      fetchCurrentUser(queryClient)
        .then((user) => session.setUser(user))
        .catch((error: unknown) => console.error('[company] could not reload the user', error));
    },
  });
}

/**
 * Creates a company: its page is cached, the user is reloaded (now its owner) and the new company
 * is selected, all before the mutation resolves.
 */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createEmployerMutation(),
    onSuccess: async (employer) => {
      queryClient.setQueryData(companyPageOptions(employer.slug).employer.queryKey, employer);
      try {
        session.setUser(await fetchCurrentUser(queryClient));
      } catch (error) {
        console.error('[onboarding] could not reload the user', error);
      }
      session.selectCompany(employer.id);
    },
  });
}
