import { companyPermissions } from '@/lib/permissions';
import { selectedCompany, useSession } from '@/lib/session/session-store';

/** The selected company (the route guards make sure there is one) and what the user may do in it. */
export function useEmployerContext() {
  const company = useSession(selectedCompany);
  return {
    company,
    employerId: company?.employer_id ?? '',
    permissions: companyPermissions(company?.role),
  };
}
