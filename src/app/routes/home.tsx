import { HomePage } from '@/features/jobs/home-page';

export function Component() {
  return <HomePage />;
}
