import { JobSearchPage } from '@/features/jobs/job-search-page';
import { paths } from '../paths';

export function Component() {
  return <JobSearchPage jobHref={paths.job} />;
}
