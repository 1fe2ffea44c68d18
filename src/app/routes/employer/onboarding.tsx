import { PageTitle } from '@/components/page-title';
import { Onboarding } from '@/features/employer-company/onboarding';

export function Component() {
  return (
    <>
      <PageTitle title="Create your company" />
      <Onboarding />
    </>
  );
}
