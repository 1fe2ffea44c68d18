import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { JobDetailsPage } from '@/features/employer-jobs/job-details';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Job details" />
      <JobDetailsPage key={id} jobId={id} />
    </>
  );
}
