import type { LoaderFunctionArgs } from 'react-router';
import { getEmployerJobOptions } from '@generated/@tanstack/react-query.gen';
import { jobApplicationsQuery, readApplicationsParams } from '@/features/employer-jobs/job-applications';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader({ params, request }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company && params.id) {
    void queryClient.prefetchQuery(getEmployerJobOptions({ path: { employerId: company.employer_id, jobId: params.id } }));
    const tab = readApplicationsParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(jobApplicationsQuery(company.employer_id, params.id, tab));
  }
  return null;
}
