import { ProfilePage } from '@/features/candidate-profile/profile-page';
import { useSafeNavigate } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { queryClient } from '../query-client';
import { signOut } from '../session';

export function Component() {
  const navigate = useSafeNavigate();
  return (
    <ProfilePage
      onAccountDeleted={() => {
        signOut(queryClient);
        navigate(paths.home(), { replace: true });
      }}
    />
  );
}
