import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { JobFormPage } from '@/features/employer-jobs/job-form';

export function Component() {
  const { id } = useParams();
  return (
    <>
      <PageTitle title={id ? 'Edit job' : 'Post a job'} />
      <JobFormPage key={id ?? 'new'} jobId={id} />
    </>
  );
}
