import Building2 from 'lucide-react/icons/building-complex';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Plus from 'lucide-react/icons/plus';
import { PreloadLink } from '@/components/preload-link';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useSafeNavigate } from '@/lib/navigation';
import { availableCompanies, session, useSession } from '@/lib/session/session-store';
import { paths } from '@/config/paths';

const roleLabels = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

/** /employer/select-company: the user's companies; choosing one selects it and opens the dashboard. */
export function SelectCompany() {
  const companies = useSession(availableCompanies);
  const go = useSafeNavigate();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Choose a company</h1>
        <p className="text-sm text-muted-foreground">
          You belong to several companies. Which one do you want to work on?
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {companies.map((company) => (
          <li key={company.employer_id}>
            <button
              type="button"
              onClick={() => {
                session.selectCompany(company.employer_id);
                go(paths.employer.dashboard());
              }}
              className="flex w-full items-center gap-3 rounded-lg border bg-background p-3 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Avatar size="lg" shape="square">
                {company.employer_logo_url && (
                  <AvatarImage src={company.employer_logo_url} alt="" />
                )}
                <AvatarFallback>
                  <Building2 className="size-5" aria-hidden="true" />
                </AvatarFallback>
              </Avatar>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium" title={company.employer_name}>
                  {company.employer_name}
                </span>
                <span className="text-sm text-muted-foreground">{roleLabels[company.role]}</span>
              </span>
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <PreloadLink
        to={paths.employer.newCompany()}
        className="inline-flex items-center justify-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <Plus className="size-4" aria-hidden="true" /> Create another company
      </PreloadLink>
    </div>
  );
}
