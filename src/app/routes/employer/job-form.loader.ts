import type { LoaderFunctionArgs } from 'react-router';
import { getEmployerJobOptions } from '@generated/@tanstack/react-query.gen';
import { selectedCompany, session } from '@/lib/session/session-store';
import { queryClient } from '../../query-client';

export function loader({ params }: LoaderFunctionArgs) {
  const company = selectedCompany(session.get());
  if (company && params.id) {
    void queryClient.prefetchQuery(getEmployerJobOptions({ path: { employerId: company.employer_id, jobId: params.id } }));
  }
  return null;
}
