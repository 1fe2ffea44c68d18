import type { LoaderFunctionArgs } from 'react-router';
import { getEmployerJobStatusCountOptions } from '@generated/@tanstack/react-query.gen';
import { jobsListQuery, readJobsListParams } from '@/features/employer-jobs/employer-jobs-list';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader({ request }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company) {
    const params = readJobsListParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(jobsListQuery(company.employer_id, params));
    void queryClient.prefetchQuery(getEmployerJobStatusCountOptions({ path: { employerId: company.employer_id } }));
  }
  return null;
}
