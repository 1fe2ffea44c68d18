import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Building2 from 'lucide-react/icons/building-complex';
import ExternalLink from 'lucide-react/icons/external-link';
import Globe from 'lucide-react/icons/globe';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import SearchX from 'lucide-react/icons/search-x';
import Users from 'lucide-react/icons/users';
import type { Employer, EmployerInput } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { QueryList } from '@/components/query-list';
import { CompanyLogo } from '@/components/company-logo';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { employmentTypeLabels, workplaceTypeLabels } from '@/lib/format/labels';
import { companyPermissions, type CompanyPermissions } from '@/lib/permissions';
import { isProblem } from '@/lib/problem';
import { richTextToPlain } from '@/lib/rich-text';
import { availableCompanies, useSession } from '@/lib/session/session-store';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { CompanyForm } from './company-form';
import { SanitizedHtml } from '@/components/sanitized-html';
import { PhoneNumber } from '@/components/phone-input/phone-number';
import { companyPageOptions, useUpdateCompany } from './api';

export interface CompanyPageProps {
  slug: string;
  /**
   * What the company's own team sees below the page (the route composes it from another
   * feature: data retention), given the company and the viewer's permissions in it.
   */
  renderTeamSection?: (employer: Employer, permissions: CompanyPermissions) => React.ReactNode;
}

/** /employer/{slug}: the company as the public sees it, and for its owners the editor. */
export function CompanyPage({ slug, renderTeamSection }: CompanyPageProps) {
  const queries = companyPageOptions(slug);
  const employer = useQuery(queries.employer);
  const [editing, setEditing] = useState(false);
  const role = useSession(
    (s) => availableCompanies(s).find((c) => c.employer_id === employer.data?.id)?.role,
  );
  const permissions = companyPermissions(role);
  const canEdit = permissions.manageCompany;

  if (employer.isPending) return <CompanySkeleton />;
  if (employer.isError) {
    const notFound = isProblem(employer.error) && employer.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight">
          {notFound ? 'Company not found' : 'Company page'}
        </h1>
        {notFound ? (
          <EmptyState
            icon={SearchX}
            title="There is no company at this address"
            text="Check the link, or pick your company from the menu."
          />
        ) : (
          <QueryErrorAlert
            title="We couldn't load this company."
            error={employer.error}
            onRetry={() => void employer.refetch()}
          />
        )}
      </div>
    );
  }

  const data = employer.data;
  return (
    <div className="flex flex-col gap-6">
      <CompanyHeader
        employer={data}
        actions={
          canEdit &&
          !editing && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Edit company
            </Button>
          )
        }
      />
      {editing && canEdit ? (
        <CompanyEditor employer={data} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <Card gap="sm">
            <h2 className="text-lg font-semibold">About {data.name}</h2>
            {data.description && richTextToPlain(data.description) ? (
              <SanitizedHtml html={data.description} />
            ) : (
              <p className="text-sm text-muted-foreground">
                {canEdit
                  ? 'No description yet. Tell candidates what you do and how you work: choose “Edit company”.'
                  : 'No description yet.'}
              </p>
            )}
          </Card>
          <CompanyJobs slug={slug} />
        </div>
      )}
      {role && !editing && renderTeamSection?.(data, permissions)}
    </div>
  );
}

function CompanyHeader({ employer, actions }: { employer: Employer; actions?: React.ReactNode }) {
  const facts = [
    employer.industry && { icon: Building2, text: employer.industry },
    employer.size && { icon: Users, text: `${employer.size} people` },
    employer.headquarters && { icon: MapPin, text: employer.headquarters.name },
  ].filter(Boolean) as { icon: typeof Building2; text: string }[];
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex items-start gap-4">
        <CompanyLogo name={employer.name} url={employer.logo_url} size="lg" loading="eager" />
        <div className="flex min-w-0 flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight">{employer.name}</h1>
          {facts.length > 0 && (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {facts.map(({ icon: Icon, text }) => (
                <li key={text} className="inline-flex items-center gap-1">
                  <Icon className="size-3.5" aria-hidden="true" /> {text}
                </li>
              ))}
            </ul>
          )}
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {employer.website && (
              <li>
                <a
                  href={employer.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary hover:underline"
                >
                  <Globe className="size-3.5" aria-hidden="true" />
                  {employer.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            )}
            {employer.phone && (
              <li>
                <a
                  href={`tel:${employer.phone}`}
                  className="inline-flex items-center gap-1 text-primary hover:underline"
                >
                  <Phone className="size-3.5" aria-hidden="true" />{' '}
                  <PhoneNumber value={employer.phone} />
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </header>
  );
}

function CompanyEditor({ employer, onDone }: { employer: Employer; onDone: () => void }) {
  const update = useUpdateCompany();
  // Awaited: the form stays submitting until the server answers (decision 009).
  const onSubmit = async (body: EmployerInput) => {
    await update.mutateAsync({ path: { employerId: employer.id }, body });
    void notify('The company page was saved', { severity: 'success' });
    onDone();
  };
  return (
    <Card gap="lg">
      <h2 className="text-lg font-semibold">Edit company page</h2>
      <CompanyForm
        employer={employer}
        submitLabel="Save company"
        onSubmit={onSubmit}
        onCancel={onDone}
      />
    </Card>
  );
}

function CompanyJobs({ slug }: { slug: string }) {
  const jobs = useQuery(companyPageOptions(slug).jobs);
  return (
    <section aria-labelledby="company-jobs" className="flex flex-col gap-3">
      <h2 id="company-jobs" className="text-lg font-semibold">
        Open jobs {jobs.data && <span className="text-muted-foreground">({jobs.data.count})</span>}
      </h2>
      <QueryList
        query={jobs}
        loading={
          <ListSkeleton
            label="Loading open jobs…"
            count={3}
            rounded="xl"
            itemClassName="h-[76px]"
          />
        }
        errorTitle="We couldn't load the open jobs."
        empty={
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            No open jobs right now.
          </p>
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-2">
            {data.results.map((job) => (
              <li key={job.id} className="rounded-xl border bg-card p-4">
                <a
                  href={paths.job(job.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium hover:underline"
                >
                  {job.title}
                  <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
                  <span className="sr-only"> (public page, opens in a new tab)</span>
                </a>
                <p className="text-sm text-muted-foreground">
                  {job.locations.map((l) => l.name).join(' · ')}
                </p>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  <Badge variant="secondary">{workplaceTypeLabels[job.workplace_type]}</Badge>
                  <Badge variant="outline">{employmentTypeLabels[job.employment_type]}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}

function CompanySkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Loading the company…</span>
      <div className="flex items-start gap-4">
        <Skeleton rounded="lg" className="size-16" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-80" />
          <Skeleton className="h-4 w-48" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <Skeleton rounded="xl" className="h-[360px]" />
        <Skeleton rounded="xl" className="h-[260px]" />
      </div>
    </div>
  );
}
