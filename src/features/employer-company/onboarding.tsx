import type { EmployerInput } from '@generated/types.gen';
import { PreloadLink } from '@/components/preload-link';
import { useSafeNavigate } from '@/lib/navigation';
import { availableCompanies, useSession } from '@/lib/session/session-store';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useCreateCompany } from './api';
import { CompanyForm } from './company-form';

/**
 * /employer/onboarding: create a company, reload the user (who is now its owner), select the new
 * company and open the dashboard. With ?new=1 a user who has companies adds another.
 */
export function Onboarding() {
  const go = useSafeNavigate();
  const hasCompanies = useSession(availableCompanies).length > 0;
  const create = useCreateCompany();

  // Awaited: the form stays submitting until the server answers (decision 009).
  const onSubmit = async (body: EmployerInput) => {
    const employer = await create.mutateAsync({ body });
    void notify(`${employer.name} is ready`, {
      severity: 'success',
      detail: 'You are its owner. Post your first job when you are ready.',
    });
    go(paths.employer.dashboard(), { replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">
          {hasCompanies ? 'Add a company' : 'Create your company'}
        </h1>
        <p className="text-sm text-muted-foreground">
          Tell candidates who you are. You can change all of this later on your company page.
        </p>
      </div>
      <CompanyForm submitLabel="Create company" onSubmit={onSubmit} />
      {hasCompanies && (
        <PreloadLink
          to={paths.employer.dashboard()}
          className="text-center text-sm font-medium text-primary hover:underline"
        >
          Back to the dashboard
        </PreloadLink>
      )}
    </div>
  );
}
