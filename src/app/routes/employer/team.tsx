import { PageTitle } from '@/components/page-title';
import { teamQuery } from '@/features/team/team-queries';
import { TeamPage } from '@/features/team/team-page';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader() {
  const company = selectedCompany(session.get());
  if (company) void queryClient.prefetchQuery(teamQuery(company.employer_id));
  return null;
}

export function Component() {
  return (
    <>
      <PageTitle title="Team" />
      <TeamPage />
    </>
  );
}
