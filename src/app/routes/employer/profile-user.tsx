import { PageTitle } from '@/components/page-title';
import { UserDetailsForm } from '@/features/account/user-details-form';

export function Component() {
  return (
    <>
      <PageTitle title="Profile" />
      <UserDetailsForm />
    </>
  );
}
