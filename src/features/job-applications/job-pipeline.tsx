import { useId, useState, type DragEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Inbox from 'lucide-react/icons/inbox';
import type { ApplicationStatus, JobApplication } from '@generated/types.gen';
import { EmptyState } from '@/components/empty-state';
import { QueryList } from '@/components/query-list';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { OptionSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { confirm } from '@/lib/dialogs';
import { formatDate } from '@/lib/format/date';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import {
  applicationCountsOptions,
  pipelineApplicationsOptions,
  PIPELINE_SIZE,
  useMoveApplication,
} from './api';
import {
  applicationMoveConfirm,
  applicationMoveRefusal,
  MEMBERS_READ_ONLY,
} from './application-moves';
import { useDeferredPick } from '@/hooks/use-deferred-pick';
import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  applicationStatusMoves,
  canMoveApplication,
} from '@/lib/application-status';

export interface JobPipelineProps {
  employerId: string;
  jobId: string;
  /** Named in the confirmation of a rejection. */
  jobTitle: string;
  /** Owners and admins move applications; members read. */
  canChangeStatus: boolean;
}

/** The focus row of an application's card: focus follows the card when a move re-renders it in another column. */
const cardRow = (id: string) => `application-${id}`;

/**
 * The pipeline view of a job's applications (docs/product.md §2, 'Pipeline | List'): a column per
 * status headed by its count (the counts operation), the newest applications as cards. Owners and
 * admins move a card with its "Move to…" menu (only the moves the contract's x-transitions allow)
 * or by dragging it onto a column that accepts it; the move shows at once and goes back, with the
 * reason, if the server refuses. Rejecting and final moves confirm first (decision 012 rule 4). On
 * a phone one column shows at a time, picked by a status switcher.
 */
export function JobPipeline({ employerId, jobId, jobTitle, canChangeStatus }: JobPipelineProps) {
  const headingId = useId();
  const options = pipelineApplicationsOptions(employerId, jobId);
  const list = useQuery(options);
  const counts = useQuery(applicationCountsOptions(employerId, jobId));
  const move = useMoveApplication(employerId, jobId, options.queryKey);
  // The column a phone shows: the one picked, else the first with applications; a move shows its
  // target column, so focus can follow the card there.
  const [shown, setShown] = useState<ApplicationStatus | null>(null);
  const [dragged, setDragged] = useState<JobApplication | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const request = async (application: JobApplication, to: ApplicationStatus) => {
    const from = application.status;
    if (!canChangeStatus || !canMoveApplication(from, to)) return;
    const ask = applicationMoveConfirm(application, jobTitle, to);
    if (ask && !(await confirm(ask))) return;
    setShown(to);
    try {
      const moved = await move.mutateAsync({
        path: { employerId, jobId, applicationId: application.id },
        body: { status: to },
      });
      setAnnouncement(`${moved.applicant_name} moved to ${applicationStatusLabels[to]}.`);
    } catch (error) {
      const reason = applicationMoveRefusal(error, from, to);
      setShown(from);
      setAnnouncement(
        `${application.applicant_name} was not moved; back in ${applicationStatusLabels[from]}.`,
      );
      void notify('The status was not changed', { severity: 'error', detail: reason });
    }
  };

  const countOf = (status: ApplicationStatus) => counts.data?.[status];
  const columnName = (status: ApplicationStatus) => {
    const n = countOf(status);
    return `${applicationStatusLabels[status]}${n === undefined ? '' : ` (${n})`}`;
  };

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Pipeline{' '}
        {counts.data && <span className="text-muted-foreground">({counts.data.total})</span>}
      </h2>
      {!canChangeStatus && <p className="text-sm text-muted-foreground">{MEMBERS_READ_ONLY}</p>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <QueryList
        query={list}
        loading={<PipelineSkeleton />}
        errorTitle="We couldn't load the applications."
        empty={
          <EmptyState
            icon={Inbox}
            headingLevel={3}
            title="No applications yet"
            text="Applications appear here as soon as candidates apply."
          />
        }
      >
        {(data) => {
          const phoneColumn =
            shown ??
            APPLICATION_STATUSES.find((s) => data.results.some((a) => a.status === s)) ??
            'submitted';
          return (
            <>
              {data.count > data.results.length && (
                <p className="text-sm text-muted-foreground">
                  Showing the newest {PIPELINE_SIZE} of {data.count} applications; the list view has
                  them all.
                </p>
              )}
              {/* Phones: one column at a time. */}
              <div className="md:hidden">
                <OptionSelect
                  aria-label="Show the column"
                  value={phoneColumn}
                  onValueChange={setShown}
                  options={APPLICATION_STATUSES.map((status) => ({
                    value: status,
                    label: columnName(status),
                  }))}
                />
              </div>
              <div className="flex gap-3 pb-2 md:overflow-x-auto">
                {APPLICATION_STATUSES.map((status) => (
                  <PipelineColumn
                    key={status}
                    status={status}
                    name={columnName(status)}
                    shownOnPhone={status === phoneColumn}
                    applications={data.results.filter((a) => a.status === status)}
                    canChangeStatus={canChangeStatus}
                    dragged={dragged}
                    onDrag={setDragged}
                    onMove={(application, to) => void request(application, to)}
                  />
                ))}
              </div>
            </>
          );
        }}
      </QueryList>
    </section>
  );
}

interface PipelineColumnProps {
  status: ApplicationStatus;
  /** "In review (3)". */
  name: string;
  shownOnPhone: boolean;
  applications: readonly JobApplication[];
  canChangeStatus: boolean;
  /** The card being dragged, if any. */
  dragged: JobApplication | null;
  onDrag: (application: JobApplication | null) => void;
  onMove: (application: JobApplication, to: ApplicationStatus) => void;
}

function PipelineColumn({
  status,
  name,
  shownOnPhone,
  applications,
  canChangeStatus,
  dragged,
  onDrag,
  onMove,
}: PipelineColumnProps) {
  const headingId = useId();
  // A drop target only where the contract allows the dragged card's move.
  const accepts = dragged !== null && canMoveApplication(dragged.status, status);
  const onDragOver = (event: DragEvent) => {
    if (!accepts) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent) => {
    if (!accepts || !dragged) return;
    event.preventDefault();
    onDrag(null);
    onMove(dragged, status);
  };
  return (
    <section
      aria-labelledby={headingId}
      data-drop={accepts ? 'allowed' : undefined}
      onDragOver={onDragOver}
      onDrop={onDrop}
      className={cn(
        'w-full shrink-0 flex-col gap-2 rounded-lg border p-2 md:w-52 xl:w-auto xl:min-w-36 xl:flex-1',
        shownOnPhone ? 'flex' : 'hidden md:flex',
        accepts ? 'border-dashed border-primary bg-primary/5' : 'bg-muted/40',
        dragged !== null && !accepts && dragged.status !== status && 'opacity-60',
      )}
    >
      <h3 id={headingId} className="px-1 text-sm font-semibold">
        {name}
      </h3>
      {applications.length === 0 ? (
        <p className="px-1 py-4 text-center text-sm text-muted-foreground">None</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {applications.map((application) => (
            <li key={application.id}>
              <PipelineCard
                application={application}
                canChangeStatus={canChangeStatus}
                onDrag={onDrag}
                onMove={onMove}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PipelineCard({
  application,
  canChangeStatus,
  onDrag,
  onMove,
}: {
  application: JobApplication;
  canChangeStatus: boolean;
  onDrag: (application: JobApplication | null) => void;
  onMove: (application: JobApplication, to: ApplicationStatus) => void;
}) {
  const moves = canChangeStatus ? applicationStatusMoves[application.status] : [];
  const pick = useDeferredPick<ApplicationStatus>((to) => onMove(application, to));
  const name = application.applicant_name;
  return (
    <article
      aria-label={`Application from ${name}`}
      data-focus-row={cardRow(application.id)}
      draggable={moves.length > 0}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', application.id);
        event.dataTransfer.effectAllowed = 'move';
        onDrag(application);
      }}
      onDragEnd={() => onDrag(null)}
      className={cn(
        'flex flex-col gap-2 rounded-md border bg-card p-3 text-sm shadow-xs',
        moves.length > 0 && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <div className="flex flex-col">
        <h4 className="font-medium break-words">{name}</h4>
        <p className="text-xs text-muted-foreground">
          Applied{' '}
          <time dateTime={application.applied_at}>{formatDate(application.applied_at)}</time>
        </p>
        {/* The knockout flag (JobApplication.knocked_out) goes here, under the date. */}
      </div>
      {moves.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="outline" aria-label={`Move ${name} to…`}>
              Move to… <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" onCloseAutoFocus={pick.onCloseAutoFocus}>
            {moves.map((to) => (
              <DropdownMenuItem
                key={to}
                variant={to === 'rejected' ? 'destructive' : 'default'}
                onSelect={() => pick.onValueChange(to)}
              >
                {applicationStatusLabels[to]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </article>
  );
}

function PipelineSkeleton() {
  return (
    <div role="status" className="flex gap-3">
      <span className="sr-only">Loading the pipeline…</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} rounded="xl" className={cn('h-48 flex-1', i > 0 && 'hidden md:block')} />
      ))}
    </div>
  );
}
