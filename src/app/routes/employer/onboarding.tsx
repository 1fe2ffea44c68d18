import { PageTitle } from '@/components/page-title';
import { Onboarding } from '@/features/employer-company/onboarding';
import { paths } from '../../paths';
import { companySlots } from './company-slots';

export function Component() {
  return (
    <>
      <PageTitle title="Create your company" />
      <Onboarding slots={companySlots} dashboardHref={paths.employer.dashboard()} />
    </>
  );
}
