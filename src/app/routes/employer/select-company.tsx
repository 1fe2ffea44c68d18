import { PageTitle } from '@/components/page-title';
import { SelectCompany } from '@/features/employer-company/select-company';

export function Component() {
  return (
    <>
      <PageTitle title="Choose a company" />
      <SelectCompany />
    </>
  );
}
