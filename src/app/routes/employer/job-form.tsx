import { useParams } from 'react-router';
import { JobFormPage } from '@/features/employer-jobs/job-form-page';
import { JobPageTitle } from '@/features/employer-jobs/job-page-title';
import { JobForm } from '@/features/job-editor/job-form';
import { useEmployerContext } from '@/hooks/use-employer-context';

/**
 * The job form page, composed here from two features: the page that gates, loads the job and says
 * when it is missing (employer-jobs), and in its slot the form that edits and saves it (job-editor).
 */
export function Component() {
  const { id } = useParams();
  const { employerId } = useEmployerContext();
  return (
    <>
      <JobPageTitle jobId={id} page="Edit" />
      <JobFormPage
        key={id ?? 'new'}
        jobId={id}
        renderForm={(job) => <JobForm employerId={employerId} job={job} />}
      />
    </>
  );
}
