import { JobSearchPage } from '@/features/jobs/job-search-page';

export function Component() {
  return <JobSearchPage />;
}
