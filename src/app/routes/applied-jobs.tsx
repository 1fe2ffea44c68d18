import { AppliedJobsPage } from '@/features/applications/applied-jobs-page';
import { paths } from '../paths';

export function Component() {
  return <AppliedJobsPage jobHref={paths.job} jobsHref={paths.jobs()} />;
}
