import { teamOptions } from '@/features/team/api';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader() {
  const company = selectedCompany(session.get());
  if (company) void queryClient.prefetchQuery(teamOptions(company.employer_id));
  return null;
}
