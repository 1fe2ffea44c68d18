import type { LoaderFunctionArgs } from 'react-router';
import {
  employerJobOptions,
  isJobId,
  jobApplicationsOptions,
  readApplicationsParams,
} from '@/features/employer-jobs/api';
import { jobStatsOptions } from '@/features/job-insights/api';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader({ params, request }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company && isJobId(params.id)) {
    void queryClient.prefetchQuery(employerJobOptions(company.employer_id, params.id));
    const tab = readApplicationsParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(jobApplicationsOptions(company.employer_id, params.id, tab));
    void queryClient.prefetchQuery(jobStatsOptions(company.employer_id, params.id));
  }
  return null;
}
