import { PrivacyPolicyPage } from '@/features/content/privacy-policy-page';

export function Component() {
  return <PrivacyPolicyPage />;
}
