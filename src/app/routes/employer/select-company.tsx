import { PageTitle } from '@/components/page-title';
import { SelectCompany } from '@/features/employer-company/select-company';
import { paths } from '../../paths';

export function Component() {
  return (
    <>
      <PageTitle title="Choose a company" />
      <SelectCompany dashboardHref={paths.employer.dashboard()} addCompanyHref={`${paths.employer.onboarding()}?new=1`} />
    </>
  );
}
