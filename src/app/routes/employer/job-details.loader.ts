import type { LoaderFunctionArgs } from 'react-router';
import { employerJobOptions, isJobId } from '@/features/employer-jobs/api';
import {
  applicationCountsOptions,
  jobApplicationsOptions,
  readApplicationsFilter,
  readApplicationsParams,
  readApplicationsView,
  stageOptions,
} from '@/features/job-applications/api';
import { jobStatsOptions } from '@/features/job-insights/api';
import { APPLICATION_STATUSES } from '@/lib/application-status';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader({ params, request }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company && isJobId(params.id)) {
    const employerId = company.employer_id;
    void queryClient.prefetchQuery(employerJobOptions(employerId, params.id));
    const search = new URL(request.url).searchParams;
    if (readApplicationsView(search) === 'pipeline') {
      // Each column's first page and the counts, under the filter in the URL.
      const filter = readApplicationsFilter(search);
      for (const status of APPLICATION_STATUSES)
        void queryClient.prefetchInfiniteQuery(stageOptions(employerId, params.id, status, filter));
      void queryClient.prefetchQuery(applicationCountsOptions(employerId, params.id, filter));
    } else {
      const tab = readApplicationsParams(search);
      void queryClient.prefetchQuery(jobApplicationsOptions(employerId, params.id, tab));
    }
    void queryClient.prefetchQuery(jobStatsOptions(employerId, params.id));
  }
  return null;
}
