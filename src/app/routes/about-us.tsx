import { AboutUsPage } from '@/features/content/about-us-page';

export function Component() {
  return <AboutUsPage />;
}
