import { useParams } from 'react-router';
import { ApplyAction } from '@/features/applications/apply-action';
import { JobDetailPage } from '@/features/jobs/job-detail-page';
import { useRecordJobView } from '@/features/job-insights/use-record-job-view';

export function Component() {
  const { slug = '' } = useParams();
  useRecordJobView(slug);
  return (
    <JobDetailPage
      key={slug}
      slug={slug}
      renderApply={(job) => <ApplyAction key={job.id} job={job} />}
    />
  );
}
