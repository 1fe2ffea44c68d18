import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { JobDetailsPage } from '@/features/employer-jobs/job-details';
import { paths } from '../../paths';

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
