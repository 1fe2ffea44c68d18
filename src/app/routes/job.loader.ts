import type { LoaderFunctionArgs } from 'react-router';
import { isJobSlug, jobPageOptions } from '@/features/jobs/api';
import { queryClient } from '../query-client';

/** /job/:slug: the job and similar jobs, then its company. Never blocks. */
export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!isJobSlug(slug)) return null;
  void queryClient
    .fetchQuery(jobPageOptions.job(slug))
    .then((job) => queryClient.prefetchQuery(jobPageOptions.employer(job.employer.slug)))
    .catch(() => undefined);
  void queryClient.prefetchQuery(jobPageOptions.related(slug));
  return null;
}
