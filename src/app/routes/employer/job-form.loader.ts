import type { LoaderFunctionArgs } from 'react-router';
import { employerJobOptions, isJobId } from '@/features/employer-jobs/api';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader({ params }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company && isJobId(params.id)) {
    void queryClient.prefetchQuery(employerJobOptions(company.employer_id, params.id));
  }
  return null;
}
