import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';

/** /forgot-password (layout reset-password, guard forgot-password): ask for a reset link. */
export function Component() {
  const [search] = useSearchParams();
  return (
    <section className="grid gap-6">
      <PageTitle title="Forgot password" />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
        <p className="text-sm text-muted-foreground">
          Enter the email of your account and we&apos;ll send you a link to set a new password.
        </p>
      </div>
      <ForgotPasswordForm defaultEmail={search.get('email') ?? ''} />
    </section>
  );
}
