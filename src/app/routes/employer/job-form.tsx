import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getEmployerJobOptions } from '@generated/@tanstack/react-query.gen';
import { PageTitle } from '@/components/page-title';
import { JobFormPage } from '@/features/employer-jobs/job-form';
import { selectedCompany, session } from '@/lib/session/session-store';
import { paths } from '../../paths';
import { queryClient } from '../../query-client';

export function loader({ params }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company && params.id) {
    void queryClient.prefetchQuery(getEmployerJobOptions({ path: { employerId: company.employer_id, jobId: params.id } }));
  }
  return null;
}

export function Component() {
  const { id } = useParams();
  return (
    <>
      <PageTitle title={id ? 'Edit job' : 'Post a job'} />
      <JobFormPage key={id ?? 'new'} jobId={id} jobDetailsHref={paths.employer.jobDetails} jobsHref={paths.employer.jobs()} />
    </>
  );
}
