import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ApplicationStatus, JobApplication } from '@generated/types.gen';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { confirm } from '@/lib/dialogs';
import { failureMessage } from '@/lib/error-message';
import { isProblem } from '@/lib/problem';
import { notify } from '@/lib/toast';
import {
  isFiltered,
  useBulkMoveApplications,
  type ApplicationsFilter,
  type ApplicationsListKey,
} from './api';
import { useStageMoveFlow } from './use-stage-move-flow';
import {
  bulkMoveBlock,
  bulkMoveConfirm,
  bulkMoveSummary,
  stageMoveBlock,
} from './application-moves';
import { useDeferredPick } from '@/hooks/use-deferred-pick';
import { APPLICATION_STATUSES, applicationStatusLabels } from '@/lib/application-status';

export interface BulkMoveBarProps {
  employerId: string;
  jobId: string;
  /** Named in the confirmation of a rejection. */
  jobTitle: string;
  /** The page on screen: it takes the moved applications at once. */
  listKey: ApplicationsListKey;
  /** The applications on that page (select all selects these). */
  page: readonly JobApplication[];
  /** The ticked applications of that page. */
  selected: readonly JobApplication[];
  onSelect: (ids: string[]) => void;
  /**
   * What a move did, in words (null when a new one starts). The list says it in a live region of
   * its own, which stays when the move empties the page on screen and this bar goes with it.
   */
  onOutcome: (summary: string | null) => void;
  /** The id of that region while it says something (it describes "Move selected to…"). */
  outcomeId?: string;
  /** E.g. while the page on screen is the previous one, waiting for the next. */
  disabled?: boolean;
  /**
   * The status tab on screen and how many it holds under the filter: with every row of the page
   * ticked, "Select all N in <stage>" selects the whole stage, moved in one call under the filter
   * (use-stage-move-flow.ts, as the board's column).
   */
  stage?: { status: ApplicationStatus; count: number; filter: ApplicationsFilter };
  /** The whole stage is selected. */
  wholeStage?: boolean;
  onWholeStage?: (on: boolean) => void;
}

/**
 * The bulk move of the list view (owners and admins): select all on the page, how many are
 * selected, and "Move selected to…" offering the statuses the contract allows for every selected
 * application (the others disabled with the reason). Rejecting or a final move confirms first
 * (decision 012 rule 4); the server answers per item, and the outcome is said in words by the
 * list (`onOutcome`).
 */
export function BulkMoveBar({
  employerId,
  jobId,
  jobTitle,
  listKey,
  page,
  selected,
  onSelect,
  onOutcome,
  outcomeId,
  disabled = false,
  stage,
  wholeStage = false,
  onWholeStage,
}: BulkMoveBarProps) {
  const bulk = useBulkMoveApplications(employerId, jobId, listKey);
  const stageFlow = useStageMoveFlow(employerId, jobId, jobTitle, stage?.filter ?? {});
  const all = page.length > 0 && selected.length === page.length;
  const checked = all ? true : selected.length > 0 ? 'indeterminate' : false;
  const whole = wholeStage && stage !== undefined;
  const stageName = stage && applicationStatusLabels[stage.status];
  const matching = stage && isFiltered(stage.filter) ? ' (matching the filter)' : '';

  const move = async (to: ApplicationStatus) => {
    if (whole) {
      const names = new Map(page.map((a) => [a.id, a.applicant_name]));
      const said = await stageFlow.request(stage.status, to, stage.count, names, () =>
        onOutcome(null),
      );
      if (said === null) return;
      onWholeStage?.(false);
      onSelect([]);
      onOutcome(said);
      return;
    }
    if (selected.length === 0 || bulkMoveBlock(selected, to)) return;
    const ask = bulkMoveConfirm(selected.length, jobTitle, to);
    if (ask && !(await confirm(ask))) return;
    const names = new Map(selected.map((a) => [a.id, a.applicant_name]));
    onOutcome(null);
    try {
      // Awaited rather than given callbacks: the outcome is said even when this bar is gone by
      // then (the move emptied the page on screen).
      const { results } = await bulk.mutateAsync({
        path: { employerId, jobId },
        body: { application_ids: [...names.keys()], status: to },
      });
      // The selection stays (the rows show their new status, the summary says what happened):
      // "Move selected to…" keeps focus, and the same people can be moved on or back. When the
      // page empties, focus goes to the list's current tab (its focus home, focus-return.ts).
      onOutcome(bulkMoveSummary(results, to, names));
    } catch (error) {
      void notify('Nothing was moved', {
        severity: 'error',
        detail:
          isProblem(error) && error.status === 403
            ? 'Only owners and admins can move applications.'
            : failureMessage(error),
      });
    }
  };
  const pick = useDeferredPick<ApplicationStatus>((to) => void move(to));

  return (
    <div
      role="group"
      aria-label="Move several applications"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border px-3 py-2"
    >
      <label className="flex items-center gap-2 text-sm">
        <Checkbox
          checked={checked}
          disabled={disabled || page.length === 0}
          onCheckedChange={() => {
            onWholeStage?.(false);
            onSelect(all ? [] : page.map((a) => a.id));
          }}
        />
        Select all on this page
      </label>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {whole
          ? `All ${stage.count} in ${stageName}${matching} selected`
          : `${selected.length} selected`}
      </span>
      {stage && all && stage.count > page.length && (
        <Button
          size="link-sm"
          variant="link"
          disabled={disabled}
          onClick={() => onWholeStage?.(!whole)}
        >
          {whole ? 'Select only this page' : `Select all ${stage.count} in ${stageName}${matching}`}
        </Button>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            size="sm"
            variant="outline"
            disabled={disabled || selected.length === 0 || bulk.isPending || stageFlow.isPending}
            aria-describedby={outcomeId}
          >
            Move selected to… <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" onCloseAutoFocus={pick.onCloseAutoFocus}>
          {APPLICATION_STATUSES.map((status) => {
            const blocked = whole
              ? stageMoveBlock(stage.status, status)
              : bulkMoveBlock(selected, status);
            return (
              <DropdownMenuItem
                key={status}
                disabled={blocked !== null}
                variant={status === 'rejected' ? 'destructive' : 'default'}
                onSelect={() => pick.onValueChange(status)}
              >
                {applicationStatusLabels[status]}
                {blocked && ` (${blocked})`}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
