import { PageTitle } from '@/components/page-title';
import { EmployerJobsList } from '@/features/employer-jobs/employer-jobs-list';
import { paths } from '../../paths';

export function Component() {
  return (
    <>
      <PageTitle title="Jobs" />
      <EmployerJobsList
        jobDetailsHref={paths.employer.jobDetails}
        editJobHref={paths.employer.editJob}
        newJobHref={paths.employer.newJob()}
      />
    </>
  );
}
