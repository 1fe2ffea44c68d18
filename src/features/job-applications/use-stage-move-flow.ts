import type { ApplicationStatus } from '@generated/types.gen';
import { confirm } from '@/lib/dialogs';
import { isFiltered, stageMoveBody, useMoveStage, type ApplicationsFilter } from './api';
import { stageMoveConfirm, stageMoveRefusal, stageMoveSummary } from './application-moves';

/**
 * "Select all N in this stage" and move them (moveEmployerJobApplicationStage), for the board's
 * column and the list's status tab alike: a confirmation naming the number, then one call (again,
 * without the confirmed number, while more than the contract's 10,000 a call remain). Resolves to
 * what happened, in words, or null when the confirmation was declined.
 */
export function useStageMoveFlow(
  employerId: string,
  jobId: string,
  jobTitle: string,
  filter: ApplicationsFilter,
) {
  const stageMove = useMoveStage(employerId, jobId, filter);
  const { mutateAsync } = stageMove;
  const request = async (
    from: ApplicationStatus,
    to: ApplicationStatus,
    count: number,
    /** Names of the applications on screen, to name the refused ones. */
    names: ReadonlyMap<string, string>,
    /** Once confirmed, before the call (e.g. to clear the last outcome, so the next is said anew). */
    onConfirmed?: () => void,
  ): Promise<string | null> => {
    if (!(await confirm(stageMoveConfirm(count, from, to, jobTitle, isFiltered(filter)))))
      return null;
    onConfirmed?.();
    try {
      let body = stageMoveBody(from, to, filter, count);
      const total = {
        moved: 0,
        refused_count: 0,
        refused: [] as { application_id: string; code: string }[],
      };
      for (;;) {
        const result = await mutateAsync({ path: { employerId, jobId }, body });
        total.moved += result.moved;
        total.refused_count += result.refused_count;
        total.refused.push(...result.refused.flatMap((r) => (r.ok ? [] : [r])));
        if (result.remaining === 0 || result.moved === 0) break;
        body = { ...body, expected_count: undefined };
      }
      return stageMoveSummary(total, to, names);
    } catch (error) {
      return `Nothing was moved. ${stageMoveRefusal(error, from, to)}`;
    }
  };
  return { request, isPending: stageMove.isPending };
}
