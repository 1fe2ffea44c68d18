import { ApplicationPage } from '@/features/applications/application-page';

export function Component() {
  return <ApplicationPage />;
}
