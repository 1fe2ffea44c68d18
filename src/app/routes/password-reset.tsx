import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { homeWithSignIn } from '@/features/auth/auth-paths';
import { PasswordResetPanel } from '@/features/auth/password-reset-panel';
import { useSafeNavigate } from '@/lib/navigation';
import { notify } from '@/lib/toast';
import { signOut } from '../session';

/**
 * /password-reset (layout reset-password, guard verify-reset-token): check the token, set the new
 * password, then sign out and open the sign-in dialog on the home page.
 */
export function Component() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const go = useSafeNavigate();
  const token = search.get('token') ?? '';
  return (
    <section className="grid gap-6">
      <PageTitle title="Reset password" />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Set a new password</h1>
        <p className="text-sm text-muted-foreground">Choose a password of at least 8 characters.</p>
      </div>
      <PasswordResetPanel
        key={token}
        token={token}
        onReset={() => {
          // Every session of the account ended on the server: end this one too, then sign in anew.
          signOut(queryClient);
          void notify('Your password has been reset', {
            severity: 'success',
            detail: 'Sign in with your new password.',
          });
          go(homeWithSignIn(), { replace: true });
        }}
      />
    </section>
  );
}
