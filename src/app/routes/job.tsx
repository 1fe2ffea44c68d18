import { useParams } from 'react-router';
import { ApplyAction } from '@/features/applications/apply-action';
import { JobDetailPage } from '@/features/jobs/job-detail-page';
import { paths } from '../paths';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <JobDetailPage
      key={slug}
      slug={slug}
      jobHref={paths.job}
      renderApply={(job) => (
        <ApplyAction key={job.id} job={job} appliedJobsHref={paths.appliedJobs()} />
      )}
    />
  );
}
