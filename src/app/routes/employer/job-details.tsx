import { useParams } from 'react-router';
import { JobDetailsPage } from '@/features/employer-jobs/job-details';
import { JobPageTitle } from '@/features/employer-jobs/job-page-title';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <JobPageTitle jobId={id} page="Job details" />
      <JobDetailsPage key={id} jobId={id} />
    </>
  );
}
