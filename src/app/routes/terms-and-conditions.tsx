import { TermsPage } from '@/features/content/terms-page';

export function Component() {
  return <TermsPage />;
}
