import { AppliedJobsPage } from '@/features/applications/applied-jobs-page';

export function Component() {
  return <AppliedJobsPage />;
}
