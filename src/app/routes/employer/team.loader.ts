import { teamQuery } from '@/features/team/team-queries';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader() {
  const company = selectedCompany(session.get());
  if (company) void queryClient.prefetchQuery(teamQuery(company.employer_id));
  return null;
}
