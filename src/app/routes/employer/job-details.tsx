import { useParams } from 'react-router';
import { JobDetailsPage } from '@/features/employer-jobs/job-details';
import { JobPageTitle } from '@/features/employer-jobs/job-page-title';
import { JobInsights } from '@/features/job-insights/job-insights';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <JobPageTitle jobId={id} page="Job details" />
      <JobDetailsPage
        key={id}
        jobId={id}
        renderInsights={(job) => <JobInsights employerId={job.employer.id} job={job} />}
      />
    </>
  );
}
