import { useParams } from 'react-router';
import { ApplyAction } from '@/features/applications/apply-action';
import { JobDetailPage } from '@/features/jobs/job-detail-page';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <JobDetailPage
      key={slug}
      slug={slug}
      renderApply={(job) => <ApplyAction key={job.id} job={job} />}
    />
  );
}
