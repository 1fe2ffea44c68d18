import { CreateAlertAction } from '@/features/job-alerts/create-alert-action';
import { JobSearchPage } from '@/features/jobs/job-search-page';

const renderAlert = (query: string) => <CreateAlertAction query={query} />;

export function Component() {
  return <JobSearchPage renderAlert={renderAlert} />;
}
