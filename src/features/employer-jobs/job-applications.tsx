// Over 400 lines on purpose: the applications panel, its status tabs, each row's confirmed status
// move and the paging share one query and one set of move rules; split them when a pipeline view (#26) lands.
import { useEffect, useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import FileText from 'lucide-react/icons/file-text';
import Inbox from 'lucide-react/icons/inbox';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import type { ApplicationStatus, JobApplication } from '@generated/types.gen';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { Pager } from '@/components/pager';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format/date';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { failureMessage, failureStatus } from '@/lib/error-message';
import { isProblem, problemCode } from '@/lib/problem';
import { confirm, type ConfirmRequest } from '@/lib/dialogs';
import { notify } from '@/lib/toast';
import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  applicationStatusMoves,
  canMoveApplication,
} from './labels';
import { QueryList } from '@/components/query-list';
import {
  APPLICATIONS_PAGE_SIZE,
  readApplicationsParams,
  jobApplicationsOptions,
  useMoveApplication,
  type ApplicationsListKey,
} from './api';
import { useDeferredPick } from './deferred-pick';

const emptyTexts: Record<ApplicationStatus, string> = {
  submitted: 'No new applications',
  in_review: 'No applications in review',
  interviewing: 'No one is interviewing',
  offered: 'No open offers',
  hired: 'No one hired yet',
  rejected: 'No rejected applications',
};

export interface JobApplicationsProps {
  employerId: string;
  jobId: string;
  /** Named in the confirmation of a rejection. */
  jobTitle: string;
  /** Owners and admins move applications along; members read. */
  canChangeStatus: boolean;
}

/** A job's applications, newest first: a tab per status, pages of 20; the tab and page live in the URL. */
export function JobApplications({
  employerId,
  jobId,
  jobTitle,
  canChangeStatus,
}: JobApplicationsProps) {
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readApplicationsParams(searchParams);
  const options = jobApplicationsOptions(employerId, jobId, params);
  const list = useQuery({
    ...options,
    // Another page of the same tab keeps this one on screen until it arrives; another tab shows its skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0].query?.status === params.status ? previous : undefined,
  });

  // Another tab starts at its first page; switching tabs replaces the history entry (arrow keys switch too).
  const selectTab = (value: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // A page past the end (the last application of a page moved to another tab): back to the first.
  // By status: DRF's own pagination says not_found or no code at all where the contract says
  // invalid_page, and on page 1 a gone job still shows its not-found state.
  const pastTheEnd = params.page > 1 && failureStatus(list.error) === 404;
  useEffect(() => {
    if (!pastTheEnd) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [pastTheEnd, setSearchParams]);

  const tab = params.status ?? 'all';
  const pageCount = list.data
    ? Math.max(1, Math.ceil(list.data.count / APPLICATIONS_PAGE_SIZE))
    : 1;

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Applications{' '}
        {list.data && <span className="text-muted-foreground">({list.data.count})</span>}
      </h2>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList layout="wrap" aria-label="Filter applications by status">
          <TabsTrigger value="all">All</TabsTrigger>
          {APPLICATION_STATUSES.map((status) => (
            <TabsTrigger key={status} value={status}>
              {applicationStatusLabels[status]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The panel is a Tab stop (the tabs pattern): it shows focus like every other one. */}
        <TabsContent
          value={tab}
          className="flex flex-col gap-3 rounded-md pt-1 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <QueryList
            query={list}
            pending={pastTheEnd}
            loading={
              <ListSkeleton
                label="Loading applications…"
                count={3}
                rounded="xl"
                itemClassName="h-[168px]"
                gap={3}
              />
            }
            errorTitle="We couldn't load the applications."
            empty={
              <EmptyState
                icon={Inbox}
                headingLevel={3}
                title={params.status ? emptyTexts[params.status] : 'No applications yet'}
                text={
                  params.status
                    ? `Applications show here while their status is ${applicationStatusLabels[params.status]}.`
                    : 'Applications appear here as soon as candidates apply.'
                }
              />
            }
          >
            {(data) => (
              <>
                <ul className="flex flex-col gap-3" aria-busy={list.isPlaceholderData || undefined}>
                  {data.results.map((application) => (
                    <li key={application.id}>
                      <ApplicationCard
                        application={application}
                        status={
                          application.withdrawn_at ? (
                            <WithdrawnBadge at={application.withdrawn_at} />
                          ) : canChangeStatus ? (
                            <ApplicationStatusSelect
                              employerId={employerId}
                              jobId={jobId}
                              jobTitle={jobTitle}
                              application={application}
                              listKey={options.queryKey}
                              disabled={list.isPlaceholderData}
                            />
                          ) : (
                            <ApplicationStatusBadge status={application.status} />
                          )
                        }
                      />
                    </li>
                  ))}
                </ul>
                <Pager
                  label="Pages of applications"
                  page={params.page}
                  pageCount={pageCount}
                  hrefFor={(page) => pageHref(searchParams, page)}
                  preventScrollReset
                />
              </>
            )}
          </QueryList>
        </TabsContent>
      </Tabs>
    </section>
  );
}

function pageHref(searchParams: URLSearchParams, page: number): string {
  const next = new URLSearchParams(searchParams);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const qs = next.toString();
  return qs ? `?${qs}` : '?';
}

interface ContactItemProps {
  icon: LucideIcon;
  href: string;
  /** Save the linked file under this name (a resume). */
  download?: string;
  /** Long values (emails, file names) may break anywhere; a phone number does not. */
  breakAll?: boolean;
  children: ReactNode;
}

/** One way to reach an applicant: an icon and a link. */
function ContactItem({ icon: Icon, href, download, breakAll = true, children }: ContactItemProps) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      <a
        href={href}
        download={download}
        className={cn('text-primary underline-offset-2 hover:underline', breakAll && 'break-all')}
      >
        {children}
      </a>
    </li>
  );
}

function ApplicationCard({
  application,
  status,
}: {
  application: JobApplication;
  status: ReactNode;
}) {
  return (
    <Card gap="sm" aria-label={`Application from ${application.applicant_name}`} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <h3 className="font-semibold">{application.applicant_name}</h3>
          <p className="text-xs text-muted-foreground">
            Applied{' '}
            <time dateTime={application.applied_at}>{formatDate(application.applied_at)}</time>
          </p>
        </div>
        {status}
      </div>
      <ul aria-label="Contact" className="flex flex-col gap-1 text-sm">
        <ContactItem icon={Mail} href={`mailto:${application.email}`}>
          {application.email}
        </ContactItem>
        {application.phone && (
          <ContactItem icon={Phone} href={`tel:${application.phone}`} breakAll={false}>
            {application.phone}
          </ContactItem>
        )}
        {/* Storage answers the URL with Content-Disposition: attachment, so the file is saved and
            this page stays (the contract's resume_url; `download` alone is ignored cross-origin). */}
        <ContactItem
          icon={FileText}
          href={application.resume_url}
          download={application.resume_file_name}
        >
          {application.resume_file_name}
          <span className="sr-only"> (download resume)</span>
        </ContactItem>
      </ul>
      {application.cover_letter && (
        <details className="group rounded-md border bg-muted/30 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            Cover letter
          </summary>
          <p className="mt-2 whitespace-pre-line">{application.cover_letter}</p>
        </details>
      )}
      {application.answers.length > 0 && (
        <dl className="flex flex-col gap-1 text-sm">
          {application.answers.map((answer) => (
            <div key={answer.question}>
              <dt className="font-medium">{answer.question}</dt>
              <dd className="text-muted-foreground">{answer.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

/** Why the server refused a status change, in words (never the raw server text). */
function applicationMoveRefusal(
  error: unknown,
  from: ApplicationStatus,
  to: ApplicationStatus,
): string {
  if (problemCode(error, 409) === 'application_withdrawn') {
    return 'The candidate withdrew this application, so it can no longer be moved.';
  }
  if (problemCode(error, 409) === 'invalid_transition') {
    return `This application can't be moved to ${applicationStatusLabels[to]} from ${applicationStatusLabels[from]}. Someone may have changed it meanwhile.`;
  }
  if (isProblem(error) && error.status === 403)
    return "Only owners and admins can change an application's status.";
  return failureMessage(error);
}

/** A withdrawn application (issue 25): no status select, it can no longer be moved. */
function WithdrawnBadge({ at }: { at: string }) {
  return (
    <div className="flex flex-col items-end gap-0.5">
      <Badge variant="outline">Withdrawn by the candidate</Badge>
      <time dateTime={at} className="text-xs text-muted-foreground">
        {formatDate(at)}
      </time>
    </div>
  );
}

function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant="outline">{applicationStatusLabels[status]}</Badge>;
}

/** The statuses an application may come from to reach `to` (the contract's x-transitions). */
const movesInto = (to: ApplicationStatus) =>
  APPLICATION_STATUSES.filter((from) => applicationStatusMoves[from].includes(to));

/**
 * Why an application in status `from` cannot be moved to `to` (decision 012 rule 4: the option is
 * shown disabled with this reason), or null when the contract's x-transitions allow it.
 */
function applicationMoveBlock(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (from === to || canMoveApplication(from, to)) return null;
  const sources = movesInto(to).map((s) => applicationStatusLabels[s]);
  if (sources.length === 0) return 'new applications only';
  return `only from ${sources.length > 1 ? `${sources.slice(0, -1).join(', ')} or ${sources.at(-1)}` : sources[0]}`;
}

/**
 * The confirmation a move needs (decision 012 rule 4), or null: rejecting (the candidate is told,
 * and that email cannot be recalled) and a move to a final status (it cannot be taken back).
 */
function applicationMoveConfirm(
  application: Pick<JobApplication, 'applicant_name'>,
  jobTitle: string,
  to: ApplicationStatus,
): ConfirmRequest | null {
  if (to === 'rejected') {
    return {
      title: 'Reject this application?',
      description: `${application.applicant_name}'s application to “${jobTitle}” moves to Rejected, and they are emailed that it was declined. The email can't be recalled.`,
      confirmLabel: 'Reject application',
      destructive: true,
    };
  }
  if (applicationStatusMoves[to].length === 0) {
    return {
      title: `Mark as ${applicationStatusLabels[to].toLowerCase()}?`,
      description: `${application.applicant_name}'s application to “${jobTitle}” moves to ${applicationStatusLabels[to]}. This is final: it can't be moved again.`,
      confirmLabel: `Mark as ${applicationStatusLabels[to].toLowerCase()}`,
    };
  }
  return null;
}

/**
 * The status of one application for owners and admins: a select offering every status, the moves
 * the contract allows from the current one enabled and the others disabled with the reason.
 * Rejecting (and a final move) asks first; until confirmed the select keeps the old status. A
 * hired application is final, so it shows a badge.
 */
function ApplicationStatusSelect({
  employerId,
  jobId,
  jobTitle,
  application,
  listKey,
  disabled = false,
}: {
  employerId: string;
  jobId: string;
  jobTitle: string;
  application: JobApplication;
  listKey: ApplicationsListKey;
  /** E.g. while the page on screen is the previous one, waiting for the next. */
  disabled?: boolean;
}) {
  const change = useMoveApplication(employerId, jobId, listKey);
  const current = change.isPending ? change.variables.body.status : application.status;
  const moves = applicationStatusMoves[current];
  const request = async (status: ApplicationStatus) => {
    if (status === application.status || applicationMoveBlock(application.status, status)) return;
    const ask = applicationMoveConfirm(application, jobTitle, status);
    if (ask && !(await confirm(ask))) return;
    change.mutate(
      {
        path: { employerId, jobId, applicationId: application.id },
        body: { status },
      },
      {
        onSuccess: (moved) => {
          void notify(
            `${moved.applicant_name} is now ${applicationStatusLabels[moved.status].toLowerCase()}`,
            { severity: 'success' },
          );
        },
        onError: (error, { body }, context) => {
          void notify('The status was not changed', {
            severity: 'error',
            detail: applicationMoveRefusal(error, context?.previous ?? body.status, body.status),
          });
        },
      },
    );
  };
  const pick = useDeferredPick<ApplicationStatus>((status) => void request(status));
  if (moves.length === 0 && !change.isPending) return <ApplicationStatusBadge status={current} />;
  return (
    <Select
      value={current}
      disabled={disabled || change.isPending}
      onValueChange={pick.onValueChange}
    >
      <SelectTrigger
        size="sm"
        aria-label={`Status of the application from ${application.applicant_name}`}
        className="w-36"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent onCloseAutoFocus={pick.onCloseAutoFocus}>
        {APPLICATION_STATUSES.map((status) => {
          const blocked = applicationMoveBlock(current, status);
          return (
            <SelectItem key={status} value={status} disabled={blocked !== null}>
              {applicationStatusLabels[status]}
              {blocked && ` (${blocked})`}
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  );
}
