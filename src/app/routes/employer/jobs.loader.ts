import type { LoaderFunctionArgs } from 'react-router';
import {
  employerJobsOptions,
  jobStatusCountsOptions,
  readJobsListParams,
} from '@/features/employer-jobs/api';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader({ request }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company) {
    const params = readJobsListParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(employerJobsOptions(company.employer_id, params));
    void queryClient.prefetchQuery(jobStatusCountsOptions(company.employer_id));
  }
  return null;
}
