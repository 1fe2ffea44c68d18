import { SavedJobsPage } from '@/features/saved-jobs/saved-jobs-page';

export function Component() {
  return <SavedJobsPage />;
}
