import { useParams } from 'react-router';
import { JobFormPage } from '@/features/employer-jobs/job-form-page';
import { JobPageTitle } from '@/features/employer-jobs/job-page-title';

export function Component() {
  const { id } = useParams();
  return (
    <>
      <JobPageTitle jobId={id} page="Edit" />
      <JobFormPage key={id ?? 'new'} jobId={id} />
    </>
  );
}
