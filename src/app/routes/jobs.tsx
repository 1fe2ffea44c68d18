import { CreateAlertAction } from '@/features/job-alerts/create-alert-action';
import { JobSearchPage } from '@/features/jobs/job-search-page';

export function Component() {
  return <JobSearchPage renderAlert={(query) => <CreateAlertAction query={query} />} />;
}
