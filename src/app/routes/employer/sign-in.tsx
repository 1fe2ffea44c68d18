import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { LoginResponse } from '@generated/types.gen';
import { PageTitle } from '@/components/page-title';
import { employerNext } from '@/features/auth/auth-paths';
import { EmployerSignInForm } from '@/features/auth/employer-sign-in-form';
import { useSafeNavigate } from '@/lib/navigation';
import { startSession } from '@/lib/session/session';
import { paths } from '@/config/paths';

/**
 * /employer/sign-in (layout employer-auth, guard employer-unauthorized). After sign-in the
 * employer guards decide: several companies → select-company, one → its dashboard, none →
 * onboarding.
 */
export function Component() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const go = useSafeNavigate();
  const start = ({ access, refresh, user }: LoginResponse) =>
    startSession(queryClient, { access, refresh }, user);
  return (
    <section className="grid gap-6">
      <PageTitle title="Employer sign in" />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Sign in to your employer account</h1>
        <p className="text-sm text-muted-foreground">
          Post jobs, read applications and manage your hiring team.
        </p>
      </div>
      <EmployerSignInForm
        onSignedIn={(response) => {
          start(response);
          go(employerNext(search.get('next')), { replace: true });
        }}
        onContinueAsCandidate={(response) => {
          start(response);
          go(paths.home());
        }}
      />
    </section>
  );
}
