import { PageTitle } from '@/components/page-title';
import { Onboarding } from '@/features/employer-company/onboarding';
import { paths } from '../../paths';

export function Component() {
  return (
    <>
      <PageTitle title="Create your company" />
      <Onboarding dashboardHref={paths.employer.dashboard()} />
    </>
  );
}
