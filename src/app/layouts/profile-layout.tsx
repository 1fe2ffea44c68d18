import { Outlet } from 'react-router';
import UserRound from 'lucide-react/icons/user-round';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { isSignedIn, useSession } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { paths } from '@/config/paths';
import { SideNav } from './side-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const accountNav = [
  { to: paths.profile(), label: 'My profile' },
  { to: paths.appliedJobs(), label: 'Applied jobs' },
  { to: paths.savedJobs(), label: 'Saved jobs' },
  { to: paths.settings(), label: 'Settings' },
];

/** Shown instead of an account page to a visitor who is not signed in. */
function SignInRequired() {
  return (
    <EmptyState
      icon={UserRound}
      title="Sign in to see this page"
      text="Your profile, applications and settings are here once you're signed in."
      action={<Button onClick={() => signInDialog.open()}>Sign in</Button>}
    />
  );
}

/** Layout "profile": the candidate's account area. */
export function ProfileLayout({ children }: { children?: React.ReactNode }) {
  const signedIn = useSession(isSignedIn);
  return (
    <div data-layout={children ? 'profile-setting' : 'profile'} className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <div className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-8 md:grid-cols-[200px_1fr]">
        <aside>
          <SideNav label="Account" items={accountNav} />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 outline-none">
          {signedIn ? (children ?? <Outlet />) : <SignInRequired />}
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
