import { useQuery } from '@tanstack/react-query';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { PageTitle } from '@/components/page-title';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { profileOptions } from './api';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';
import { ResumeList } from './resume-list';
import { YourData } from './your-data';

export interface ProfilePageProps {
  /** Signs out, clears cached data and leaves the page (the route knows how). */
  onAccountDeleted: () => void;
}

function ProfileSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading your profile…</span>
      <Skeleton rounded="xl" className="h-[930px]" aria-hidden="true" />
      <Skeleton rounded="xl" className="h-[270px]" aria-hidden="true" />
      <Skeleton rounded="xl" className="h-[155px]" aria-hidden="true" />
      <Skeleton rounded="xl" className="h-[155px]" aria-hidden="true" />
    </div>
  );
}

/** /profile: details and photo, resumes, the candidate's own data, and account deletion. */
export function ProfilePage({ onAccountDeleted }: ProfilePageProps) {
  const profile = useQuery(profileOptions());
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="My profile" />
      <h1 className="text-2xl font-bold tracking-tight">My profile</h1>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <QueryErrorAlert
          title="We couldn't load your profile."
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          <Card gap="lg">
            <h2 id="profile-details-heading" className="text-lg font-semibold">
              Profile details
            </h2>
            <ProfilePhoto profile={profile.data} />
            <ProfileForm key={profile.data.id} profile={profile.data} />
          </Card>
          <Card>
            <h2 className="text-lg font-semibold">Resumes</h2>
            <ResumeList profile={profile.data} />
          </Card>
          <Card>
            <h2 className="text-lg font-semibold">Your data</h2>
            <YourData />
          </Card>
          <Card className="border-destructive/40">
            <h2 className="text-lg font-semibold">Delete account</h2>
            <DeleteAccount onDeleted={onAccountDeleted} />
          </Card>
        </>
      )}
    </div>
  );
}
