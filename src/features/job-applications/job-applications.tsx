// The list view of a job's applications (status tabs, search, pages, each row's confirmed status
// move, the selection for the bulk move) shares one query. The card is application-card.tsx, the
// bulk move bulk-move-bar.tsx and the move rules in words application-moves.tsx (shared with the
// pipeline view, job-pipeline.tsx).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Inbox from 'lucide-react/icons/inbox';
import SearchX from 'lucide-react/icons/search-x';
import type { ApplicationStatus, JobApplication, ScreeningQuestion } from '@generated/types.gen';
import { ApplicationsFilterBar } from './applications-filter-bar';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { Pager } from '@/components/pager';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format/date';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { ApplicationCard } from './application-card';
import { StatusSelect } from '@/components/status-select';
import { failureStatus } from '@/lib/error-message';
import { confirm } from '@/lib/dialogs';
import { notify } from '@/lib/toast';
import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  applicationStatusMoves,
} from '@/lib/application-status';
import {
  applicationMoveBlock,
  applicationMoveConfirm,
  applicationMoveRefusal,
  ApplicationStatusBadge,
  MEMBERS_READ_ONLY,
} from './application-moves';
import { BulkMoveBar } from './bulk-move-bar';
import { QueryList } from '@/components/query-list';
import {
  APPLICATIONS_PAGE_SIZE,
  isFiltered,
  readApplicationsFilter,
  readApplicationsParams,
  jobApplicationsOptions,
  useMoveApplication,
  type ApplicationsListKey,
} from './api';

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
  /** More of an application's view, from another feature (its activity and notes; the route composes it). */
  applicationPanel?: (application: JobApplication) => ReactNode;
  /** The job's screening questions: the filter bar filters by one's answer. */
  questions?: readonly ScreeningQuestion[];
}

/** A job's applications, newest first: a tab per status, pages of 20; the tab and page live in the URL. */
export function JobApplications({
  employerId,
  jobId,
  jobTitle,
  canChangeStatus,
  applicationPanel,
  questions = [],
}: JobApplicationsProps) {
  const headingId = useId();
  const outcomeId = useId();
  const job = { employerId, jobId, jobTitle };
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readApplicationsParams(searchParams);
  const options = jobApplicationsOptions(employerId, jobId, params);
  const list = useQuery({
    ...options,
    // Another page or search of the same tab keeps this one on screen until it arrives; another tab shows its skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0].query?.status === params.status ? previous : undefined,
  });

  // The rows ticked for a bulk move: only those on the page on screen count (another page, tab or
  // search starts with none).
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const rows = list.data?.results ?? [];
  const selected = rows.filter((a) => ticked.has(a.id));
  const tick = (id: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set([...prev].filter((t) => rows.some((a) => a.id === t)));
      if (on) next.add(id);
      else next.delete(id);
      return next;
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

  // What the last bulk move did, said for the list it was made on (its tab and search; another
  // page of it too, as a move may leave the page it was made on). It is said here, not in the
  // bulk bar: a move that empties the tab takes the bar away with its rows.
  const listName = JSON.stringify({ ...params, page: undefined });
  const [outcome, setOutcome] = useState<{ list: string; text: string } | null>(null);
  const summary = outcome?.list === listName ? outcome.text : null;

  // "Select all N in <stage>": for the list it was chosen on (another tab, filter or search
  // starts without it), while every row of the page stays ticked.
  const [wholeStageOf, setWholeStageOf] = useState<string | null>(null);
  const stage =
    params.status && list.data && !list.isPlaceholderData
      ? {
          status: params.status,
          count: list.data.count,
          filter: readApplicationsFilter(searchParams),
        }
      : undefined;
  const wholeStage =
    wholeStageOf === listName &&
    stage !== undefined &&
    rows.length > 0 &&
    selected.length === rows.length;
  const pageCount = list.data
    ? Math.max(1, Math.ceil(list.data.count / APPLICATIONS_PAGE_SIZE))
    : 1;

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Applications{' '}
        {list.data && <span className="text-muted-foreground">({list.data.count})</span>}
      </h2>
      {!canChangeStatus && <p className="text-sm text-muted-foreground">{MEMBERS_READ_ONLY}</p>}
      <ApplicationsFilterBar questions={questions} />
      {/* The focus home of the list (focus-return.ts): a control inside that is removed with
          nothing in its place (the last rows moved away) hands focus to the current tab. */}
      <Tabs value={tab} onValueChange={selectTab} data-focus-home="">
        <TabsList layout="scroll" aria-label="Filter applications by status">
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
          {/* The live region is always there (it must be before what it says), out of sight and
              without a role while empty: the summary, with its role, is what comes into it. */}
          <div aria-live="polite" className="empty:sr-only">
            {summary && (
              <p id={outcomeId} role="status" className="text-sm">
                {summary}
              </p>
            )}
          </div>
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
              isFiltered(params) ? (
                <EmptyState
                  icon={SearchX}
                  headingLevel={3}
                  title="No applications match"
                  text={
                    params.search
                      ? `No ${params.status ? `${applicationStatusLabels[params.status].toLowerCase()} ` : ''}application has “${params.search}” in its name or email.`
                      : `No ${params.status ? `${applicationStatusLabels[params.status].toLowerCase()} ` : ''}application matches the filters.`
                  }
                />
              ) : (
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
              )
            }
          >
            {(data) => (
              <>
                {canChangeStatus && (
                  <BulkMoveBar
                    {...job}
                    listKey={options.queryKey}
                    page={data.results}
                    selected={selected}
                    onSelect={(ids) => setTicked(new Set(ids))}
                    onOutcome={(text) =>
                      setOutcome(text === null ? null : { list: listName, text })
                    }
                    outcomeId={summary ? outcomeId : undefined}
                    disabled={list.isPlaceholderData}
                    stage={stage}
                    wholeStage={wholeStage}
                    onWholeStage={(on) => setWholeStageOf(on ? listName : null)}
                  />
                )}
                <ul className="flex flex-col gap-3" aria-busy={list.isPlaceholderData || undefined}>
                  {data.results.map((application) => (
                    <li key={application.id}>
                      <ApplicationCard
                        application={application}
                        select={
                          canChangeStatus && (
                            <Checkbox
                              className="mt-1"
                              checked={ticked.has(application.id)}
                              onCheckedChange={(on) => tick(application.id, on === true)}
                              aria-label={`Select ${application.applicant_name}`}
                            />
                          )
                        }
                        status={
                          application.withdrawn_at ? (
                            <WithdrawnBadge at={application.withdrawn_at} />
                          ) : canChangeStatus ? (
                            <ApplicationStatusSelect
                              {...job}
                              application={application}
                              listKey={options.queryKey}
                              disabled={list.isPlaceholderData}
                            />
                          ) : (
                            <ApplicationStatusBadge status={application.status} />
                          )
                        }
                        panel={applicationPanel?.(application)}
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

/**
 * A withdrawn application (docs/product.md §2, Applied jobs): no status select, it can no longer
 * be moved.
 */
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
  if (moves.length === 0 && !change.isPending) return <ApplicationStatusBadge status={current} />;
  return (
    <StatusSelect
      label={`Status of the application from ${application.applicant_name}`}
      value={current}
      disabled={disabled || change.isPending}
      statuses={APPLICATION_STATUSES}
      labels={applicationStatusLabels}
      blockedBy={(status) => applicationMoveBlock(current, status)}
      onPick={(status) => void request(status)}
    />
  );
}
