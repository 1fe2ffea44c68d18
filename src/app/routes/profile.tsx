import { getProfileOptions } from '@generated/@tanstack/react-query.gen';
import { ProfilePage } from '@/features/candidate-profile/profile-page';
import { useSafeNavigate } from '@/lib/navigation';
import { session } from '@/lib/session/session-store';
import { paths } from '../paths';
import { queryClient } from '../query-client';
import { signOut } from '../session';

export function loader() {
  if (session.get().auth) void queryClient.prefetchQuery(getProfileOptions());
  return null;
}

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
