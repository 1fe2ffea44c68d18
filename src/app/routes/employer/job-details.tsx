import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getEmployerJobOptions } from '@generated/@tanstack/react-query.gen';
import { PageTitle } from '@/components/page-title';
import { jobApplicationsQuery, readApplicationsParams } from '@/features/employer-jobs/job-applications';
import { JobDetailsPage } from '@/features/employer-jobs/job-details';
import { selectedCompany, session } from '@/lib/session/session-store';
import { paths } from '../../paths';
import { queryClient } from '../../query-client';

export function loader({ params, request }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company && params.id) {
    void queryClient.prefetchQuery(getEmployerJobOptions({ path: { employerId: company.employer_id, jobId: params.id } }));
    const tab = readApplicationsParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(jobApplicationsQuery(company.employer_id, params.id, tab));
  }
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Job details" />
      <JobDetailsPage
        key={id}
        jobId={id}
        editJobHref={paths.employer.editJob}
        jobsHref={paths.employer.jobs()}
        publicJobHref={paths.job}
      />
    </>
  );
}
