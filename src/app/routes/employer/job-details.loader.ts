import type { LoaderFunctionArgs } from 'react-router';
import { employerJobOptions, isJobId } from '@/features/employer-jobs/api';
import {
  applicationCountsOptions,
  jobApplicationsOptions,
  pipelineApplicationsOptions,
  readApplicationsParams,
  readApplicationsView,
} from '@/features/job-applications/api';
import { jobStatsOptions } from '@/features/job-insights/api';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader({ params, request }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company && isJobId(params.id)) {
    void queryClient.prefetchQuery(employerJobOptions(company.employer_id, params.id));
    const search = new URL(request.url).searchParams;
    if (readApplicationsView(search) === 'pipeline') {
      void queryClient.prefetchQuery(pipelineApplicationsOptions(company.employer_id, params.id));
      void queryClient.prefetchQuery(applicationCountsOptions(company.employer_id, params.id));
    } else {
      const tab = readApplicationsParams(search);
      void queryClient.prefetchQuery(jobApplicationsOptions(company.employer_id, params.id, tab));
    }
    void queryClient.prefetchQuery(jobStatsOptions(company.employer_id, params.id));
  }
  return null;
}
