import { useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import ChevronsUpDown from 'lucide-react/icons/chevrons-up-down';
import LogOut from 'lucide-react/icons/log-out';
import Plus from 'lucide-react/icons/plus';
import UserRound from 'lucide-react/icons/user-round';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Link } from 'react-router';
import { useSafeNavigate } from '@/lib/navigation';
import {
  availableCompanies,
  isMember,
  selectedCompany,
  session,
  useSession,
} from '@/lib/session/session-store';
import { logOut } from '@/lib/session/log-out';
import { paths } from '@/config/paths';
import { initials } from '@/lib/format/initials';
import { Logo } from './logo';
import { SideNav } from './side-nav';

const roleLabels = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

/** The selected company, with a switcher when the user has several. */
function CompanySwitcher() {
  const companies = useSession(availableCompanies);
  const current = useSession(selectedCompany);
  const go = useSafeNavigate();
  if (!current) return null;
  const logo = (url: string | null, name: string) => (
    <Avatar size="sm" shape="square">
      {url && <AvatarImage src={url} alt="" />}
      <AvatarFallback>{initials(name)}</AvatarFallback>
    </Avatar>
  );
  if (companies.length < 2) {
    return (
      <div className="flex min-w-0 items-center gap-2 text-sm font-medium">
        {logo(current.employer_logo_url, current.employer_name)}
        <span className="min-w-0 truncate sm:max-w-48" title={current.employer_name}>
          {current.employer_name}
        </span>
      </div>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className="min-w-0 shrink gap-2"
          aria-label={`Company: ${current.employer_name}. Switch company`}
        >
          {logo(current.employer_logo_url, current.employer_name)}
          <span className="min-w-0 truncate sm:max-w-40" title={current.employer_name}>
            {current.employer_name}
          </span>
          <ChevronsUpDown className="opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>Switch company</DropdownMenuLabel>
        {companies.map((company) => (
          <DropdownMenuItem
            key={company.employer_id}
            onSelect={() => {
              session.selectCompany(company.employer_id);
              go(paths.employer.dashboard());
            }}
          >
            {logo(company.employer_logo_url, company.employer_name)}
            <span className="flex-1 truncate" title={company.employer_name}>
              {company.employer_name}
            </span>
            {company.employer_id === current.employer_id && <Check aria-label="Selected" />}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.employer.newCompany()}>
            <Plus aria-hidden="true" /> Add a company
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function EmployerUserMenu() {
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const go = useSafeNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu">
          <Avatar>
            <AvatarFallback>
              <UserRound className="size-4" aria-hidden="true" />
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel weight="normal" className="flex flex-col">
          {user?.name && <span className="font-medium">{user.name}</span>}
          <span className="truncate text-xs text-muted-foreground" title={user?.email}>
            {user?.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* A page: a link (it opens in a new tab, its address can be copied). */}
        <DropdownMenuItem asChild>
          <Link to={paths.employer.profileUser()}>
            <UserRound aria-hidden="true" /> Profile settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            void logOut(queryClient);
            go(paths.employer.signIn());
          }}
        >
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The employer area's header: logo, selected company (switcher), role, account menu. */
export function EmployerHeader() {
  const current = useSession(selectedCompany);
  const member = useSession(isMember);
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      {/* A long company name is cut (its whole text in the title); the account menu always fits. */}
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:gap-4">
        <Logo to={paths.employer.dashboard()} className="shrink-0" />
        <span className="hidden h-6 w-px bg-border sm:block" aria-hidden="true" />
        <CompanySwitcher />
        {current && (
          <span className="hidden sm:inline-flex">
            <Badge variant={member ? 'outline' : 'secondary'}>
              {roleLabels[current.role]}
              {member && ' · read only'}
            </Badge>
          </span>
        )}
        <div className="ml-auto shrink-0">
          <EmployerUserMenu />
        </div>
      </div>
    </header>
  );
}

function employerNav(companySlug: string | undefined) {
  return [
    { to: paths.employer.dashboard(), label: 'Dashboard', end: true },
    { to: paths.employer.jobs(), label: 'Jobs' },
    { to: paths.employer.team(), label: 'Team' },
    ...(companySlug ? [{ to: paths.employer.company(companySlug), label: 'Company page' }] : []),
  ];
}

export function EmployerSideNav() {
  const current = useSession(selectedCompany);
  return (
    <aside className="flex flex-col gap-4">
      <SideNav label="Employer" items={employerNav(current?.employer_slug)} />
    </aside>
  );
}
