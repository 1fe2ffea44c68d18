import { PageTitle } from '@/components/page-title';
import { EmployerDashboard } from '@/features/employer-jobs/employer-dashboard';

export function Component() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <EmployerDashboard />
    </>
  );
}
