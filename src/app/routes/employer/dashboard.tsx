import { PageTitle } from '@/components/page-title';
import { EmployerDashboard } from '@/features/employer-jobs/employer-dashboard';
import { paths } from '../../paths';

const jobsHref = (status?: string) => (status ? `${paths.employer.jobs()}?status=${encodeURIComponent(status)}` : paths.employer.jobs());

export function Component() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <EmployerDashboard
        jobsHref={jobsHref}
        jobDetailsHref={paths.employer.jobDetails}
        newJobHref={paths.employer.newJob()}
        teamHref={paths.employer.team()}
        companyHref={paths.employer.company}
      />
    </>
  );
}
