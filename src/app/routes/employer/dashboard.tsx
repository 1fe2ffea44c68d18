import { PageTitle } from '@/components/page-title';
import { dashboardQueries, EmployerDashboard } from '@/features/employer-jobs/employer-dashboard';
import { selectedCompany, session } from '@/lib/session/session-store';
import { paths } from '../../paths';
import { queryClient } from '../../query-client';

export function loader() {
  const company = selectedCompany(session.get());
  if (company) {
    const queries = dashboardQueries(company.employer_id);
    void queryClient.prefetchQuery(queries.counts);
    void queryClient.prefetchQuery(queries.newest);
  }
  return null;
}

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
