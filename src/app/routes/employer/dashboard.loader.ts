import { dashboardOptions } from '@/features/employer-jobs/api';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader() {
  const company = selectedCompany(session.get());
  if (company) {
    const queries = dashboardOptions(company.employer_id);
    void queryClient.prefetchQuery(queries.counts);
    void queryClient.prefetchQuery(queries.newest);
  }
  return null;
}
