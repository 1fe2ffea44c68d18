import { PageTitle } from '@/components/page-title';
import { TeamPage } from '@/features/team/team-page';

export function Component() {
  return (
    <>
      <PageTitle title="Team" />
      <TeamPage />
    </>
  );
}
