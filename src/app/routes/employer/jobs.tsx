import { PageTitle } from '@/components/page-title';
import { EmployerJobsList } from '@/features/employer-jobs/employer-jobs-list';

export function Component() {
  return (
    <>
      <PageTitle title="Jobs" />
      <EmployerJobsList />
    </>
  );
}
