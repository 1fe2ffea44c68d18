import { AboutUsPage } from '@/features/content/about-us-page';
import { paths } from '../paths';

export function Component() {
  return <AboutUsPage jobsHref={paths.jobs()} privacyHref={paths.privacyPolicy()} />;
}
