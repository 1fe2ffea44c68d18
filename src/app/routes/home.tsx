import { HomePage } from '@/features/jobs/home-page';
import { paths } from '../paths';

export function Component() {
  return <HomePage jobsHref={paths.jobs} jobHref={paths.job} />;
}
