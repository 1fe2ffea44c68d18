import { PageTitle } from '@/components/page-title';
import { PasswordChangeForm } from '@/features/account/password-change-form';

export function Component() {
  return (
    <>
      <PageTitle title="Security settings" />
      <PasswordChangeForm />
    </>
  );
}
