import { TermsPage } from '@/features/content/terms-page';
import { paths } from '../paths';

export function Component() {
  return <TermsPage privacyHref={paths.privacyPolicy()} />;
}
