// Over 400 lines on purpose: the board is one piece of state (the dragged card, the phone's column,
// the whole-stage move and its outcome) shared by its columns and cards, which live beside it.
import { memo, startTransition, useCallback, useId, useState, type DragEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ApplicationStatus, JobApplication, ScreeningQuestion } from '@generated/types.gen';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
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
  isFiltered,
  readApplicationsFilter,
  stageCards,
  stageOptions,
  useMoveCard,
  type ApplicationsFilter,
} from './api';
import { KnockoutBadge } from './application-answers';
import {
  applicationMoveConfirm,
  applicationMoveRefusal,
  MEMBERS_READ_ONLY,
} from './application-moves';
import { ApplicationsFilterBar } from './applications-filter-bar';
import { useStageMoveFlow } from './use-stage-move-flow';
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
  /** Named in the confirmations. */
  jobTitle: string;
  /** Owners and admins move applications; members read. */
  canChangeStatus: boolean;
  /** The job's screening questions: the filter bar filters by one's answer. */
  questions?: readonly ScreeningQuestion[];
}

/** The URL's column on a phone (`?stage=`), else none. */
const readStage = (params: URLSearchParams) => {
  const stage = params.get('stage') as ApplicationStatus;
  return APPLICATION_STATUSES.includes(stage) ? stage : null;
};

/**
 * The pipeline view of a job's applications (docs/product.md §2, 'Pipeline | List'): a column per
 * status, each paging its own applications under the filter bar's filter ("Show more" until its
 * oldest card), headed by its count (the counts operation under the same filter). Owners and
 * admins move a card with its "Move to…" menu (only the moves the contract's x-transitions allow)
 * or by dragging it onto a column that accepts it; both columns and both counts change at once
 * and go back, with the reason, if the server refuses. A whole stage under the filter moves in one
 * call after a confirmation naming the number (moveEmployerJobApplicationStage). Rejecting and
 * final moves confirm first (decision 012 rule 4). On a phone one column shows at a time, picked
 * by a status switcher; the column, like the filter, lives in the URL.
 */
export function JobPipeline({
  employerId,
  jobId,
  jobTitle,
  canChangeStatus,
  questions = [],
}: JobPipelineProps) {
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readApplicationsFilter(searchParams);
  const counts = useQuery(applicationCountsOptions(employerId, jobId, filter));
  const move = useMoveCard(employerId, jobId, filter);
  const stageMove = useStageMoveFlow(employerId, jobId, jobTitle, filter);
  const [dragged, setDragged] = useState<JobApplication | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);

  // The column a phone shows: the one picked (or moved to) just now, else the one in the URL,
  // else the first with applications. A pick shows in the same render as the moved card, so focus
  // can follow the card there (the URL changes a moment later, by navigation); the URL keeps it
  // for a reload or a shared link.
  const [picked, setPicked] = useState<ApplicationStatus | null>(null);
  const phoneColumn =
    picked ??
    readStage(searchParams) ??
    APPLICATION_STATUSES.find((s) => (counts.data?.[s] ?? 0) > 0) ??
    'submitted';
  const showColumn = useCallback(
    (status: ApplicationStatus) => {
      // Only where the switcher shows one column (md: 768 px): wider, every column is on screen.
      if (globalThis.matchMedia?.('(max-width: 767px)').matches) setPicked(status);
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('stage', status);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  // Stable across renders (the cards are memoised: a move re-renders the cards it changed, not
  // every card on the board).
  const { mutateAsync: moveCard } = move;
  const request = useCallback(
    async (application: JobApplication, to: ApplicationStatus) => {
      const from = application.status;
      if (!canChangeStatus || !canMoveApplication(from, to)) return;
      const ask = applicationMoveConfirm(application, jobTitle, to);
      if (ask && !(await confirm(ask))) return;
      // A phone follows the card to its new column, so focus can follow it there.
      showColumn(to);
      try {
        const moved = await moveCard({ application, to });
        setAnnouncement(`${moved.applicant_name} moved to ${applicationStatusLabels[to]}.`);
      } catch (error) {
        showColumn(from);
        setAnnouncement(
          `${application.applicant_name} was not moved; back in ${applicationStatusLabels[from]}.`,
        );
        void notify('The status was not changed', {
          severity: 'error',
          detail: applicationMoveRefusal(error, from, to),
        });
      }
    },
    [canChangeStatus, jobTitle, moveCard, showColumn],
  );

  const onMove = useCallback(
    (application: JobApplication, to: ApplicationStatus) => void request(application, to),
    [request],
  );

  const requestStage = async (
    from: ApplicationStatus,
    to: ApplicationStatus,
    count: number,
    names: ReadonlyMap<string, string>,
  ) => {
    const said = await stageMove.request(from, to, count, names, () => setOutcome(null));
    if (said !== null) setOutcome(said);
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
      <ApplicationsFilterBar questions={questions} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div aria-live="polite" className="empty:sr-only">
        {outcome && (
          <p role="status" className="text-sm">
            {outcome}
          </p>
        )}
      </div>
      {counts.isError && (
        <QueryErrorAlert
          title="We couldn't count the applications."
          error={counts.error}
          onRetry={() => void counts.refetch()}
        />
      )}
      {/* Phones: one column at a time. */}
      <div className="md:hidden">
        <OptionSelect
          aria-label="Show the column"
          value={phoneColumn}
          onValueChange={showColumn}
          options={APPLICATION_STATUSES.map((status) => ({
            value: status,
            label: columnName(status),
          }))}
        />
      </div>
      <div className="flex items-start gap-3 pb-2 md:overflow-x-auto">
        {APPLICATION_STATUSES.map((status) => (
          <StageColumn
            key={status}
            employerId={employerId}
            jobId={jobId}
            filter={filter}
            status={status}
            name={columnName(status)}
            count={countOf(status)}
            shownOnPhone={status === phoneColumn}
            canChangeStatus={canChangeStatus}
            stageMoving={stageMove.isPending}
            dragged={dragged}
            onDrag={setDragged}
            onMove={onMove}
            onMoveStage={(to, count, names) => void requestStage(status, to, count, names)}
          />
        ))}
      </div>
    </section>
  );
}

interface StageColumnProps {
  employerId: string;
  jobId: string;
  filter: ApplicationsFilter;
  status: ApplicationStatus;
  /** "In review (3)". */
  name: string;
  /** The server's count under the filter (undefined while it loads). */
  count: number | undefined;
  shownOnPhone: boolean;
  canChangeStatus: boolean;
  /** A whole-stage move is under way (no other starts meanwhile). */
  stageMoving: boolean;
  /** The card being dragged, if any. */
  dragged: JobApplication | null;
  onDrag: (application: JobApplication | null) => void;
  onMove: (application: JobApplication, to: ApplicationStatus) => void;
  onMoveStage: (to: ApplicationStatus, count: number, names: ReadonlyMap<string, string>) => void;
}

/** One status of the pipeline: its own pages of cards, "Show more" until its oldest. */
function StageColumn({
  employerId,
  jobId,
  filter,
  status,
  name,
  count,
  shownOnPhone,
  canChangeStatus,
  stageMoving,
  dragged,
  onDrag,
  onMove,
  onMoveStage,
}: StageColumnProps) {
  const headingId = useId();
  const stage = useInfiniteQuery(stageOptions(employerId, jobId, status, filter));
  const cards = stageCards(stage.data);
  const label = applicationStatusLabels[status];
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
  const targets = canChangeStatus ? applicationStatusMoves[status] : [];
  const left = count === undefined ? undefined : Math.max(0, count - cards.length);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={stage.isFetching || undefined}
      data-drop={accepts ? 'allowed' : undefined}
      onDragOver={onDragOver}
      onDrop={onDrop}
      className={cn(
        'w-full shrink-0 flex-col gap-2 rounded-lg border p-2 md:w-56 xl:w-auto xl:min-w-40 xl:flex-1',
        shownOnPhone ? 'flex' : 'hidden md:flex',
        accepts ? 'border-dashed border-primary bg-primary/5' : 'bg-muted/40',
        dragged !== null && !accepts && dragged.status !== status && 'opacity-60',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-1 px-1">
        <h3 id={headingId} className="text-sm font-semibold">
          {name}
        </h3>
        {targets.length > 0 && count !== undefined && count > 0 && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                size="sm"
                variant="ghost"
                disabled={stageMoving}
                aria-label={`Move all ${count} in ${label}`}
              >
                Move all {count}
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>
                Select all {count} in this stage{isFiltered(filter) && ' (matching the filter)'} and
                move to…
              </DropdownMenuLabel>
              {targets.map((to) => (
                <DropdownMenuItem
                  key={to}
                  variant={to === 'rejected' ? 'destructive' : 'default'}
                  onSelect={() =>
                    onMoveStage(to, count, new Map(cards.map((a) => [a.id, a.applicant_name])))
                  }
                >
                  {applicationStatusLabels[to]}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {stage.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading {label}…</span>
          <Skeleton rounded="md" className="h-20" />
          <Skeleton rounded="md" className="h-20" />
        </div>
      ) : stage.isError && cards.length === 0 ? (
        <QueryErrorAlert
          title={`We couldn't load ${label}.`}
          error={stage.error}
          onRetry={() => void stage.refetch()}
        />
      ) : cards.length === 0 ? (
        <p className="px-1 py-4 text-center text-sm text-muted-foreground">None</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((application) => (
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
      {stage.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          aria-busy={stage.isFetchingNextPage || undefined}
          aria-label={`Show more in ${label}${left ? `, ${left} left` : ''}`}
          onClick={() => {
            if (!stage.isFetchingNextPage) void stage.fetchNextPage();
          }}
        >
          Show more
          {left !== undefined && left > 0 && (
            <span className="text-muted-foreground">({left} left)</span>
          )}
        </Button>
      )}
      {stage.isFetchNextPageError && (
        <p role="alert" className="px-1 text-sm text-destructive">
          We couldn't load more. Try again.
        </p>
      )}
    </section>
  );
}

const PipelineCard = memo(function PipelineCard({
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
  const moves =
    canChangeStatus && !application.withdrawn_at ? applicationStatusMoves[application.status] : [];
  const pick = useDeferredPick<ApplicationStatus>((to) => onMove(application, to));
  // The menu opens in a transition: the press paints at once and the menu a frame later, so
  // opening it is not one long task on a board of hundreds of cards (docs/performance.md).
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = (open: boolean) => {
    if (open) startTransition(() => setMenuOpen(true));
    else setMenuOpen(false);
  };
  const name = application.applicant_name;
  return (
    <article
      aria-label={`Application from ${name}`}
      data-focus-row={`application-${application.id}`}
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
      <div className="flex flex-col gap-1">
        <h4 className="font-medium break-words">{name}</h4>
        <p className="text-xs text-muted-foreground">
          Applied{' '}
          <time dateTime={application.applied_at}>{formatDate(application.applied_at)}</time>
        </p>
        <KnockoutBadge application={application} />
      </div>
      {moves.length > 0 && (
        // Not modal: a modal menu locks the page's scroll and hides the rest of the page from
        // assistive technology, which restyles the whole board on every open (over 200 ms at 4×
        // CPU with 100 cards, docs/performance.md). Focus still moves into the menu and back.
        <DropdownMenu modal={false} open={menuOpen} onOpenChange={openMenu}>
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
});
