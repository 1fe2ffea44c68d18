// The rules of moving applications along the pipeline, in words: one place for the list view's
// status select, its bulk move and the pipeline's cards (decision 012 rule 4). What may move where
// is the contract's x-transitions (src/lib/application-status.ts); this file says it to people.
import type {
  ApplicationBulkStatusResult,
  ApplicationStageMoveResult,
  ApplicationStatus,
  JobApplication,
} from '@generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { failureMessage } from '@/lib/error-message';
import { payRefusalWords } from '@/lib/pay-transparency';
import { isProblem, problemCode } from '@/lib/problem';
import type { ConfirmRequest } from '@/lib/dialogs';
import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  applicationStatusMoves,
  canMoveApplication,
} from '@/lib/application-status';

/** Why the server refused a status change, in words (never the raw server text). */
export function applicationMoveRefusal(
  error: unknown,
  from: ApplicationStatus,
  to: ApplicationStatus,
): string {
  if (problemCode(error, 409) === 'application_withdrawn') {
    return 'The candidate withdrew this application, so it can no longer be moved.';
  }
  // Pay owed before the interview (`x-pay-transparency`): the contract's words, naming the law.
  const lawWords = payRefusalWords(error);
  if (lawWords) return lawWords;
  if (problemCode(error, 409) === 'invalid_transition') {
    return `This application can't be moved to ${applicationStatusLabels[to]} from ${applicationStatusLabels[from]}. Someone may have changed it meanwhile.`;
  }
  if (isProblem(error) && error.status === 403)
    return "Only owners and admins can change an application's status.";
  return failureMessage(error);
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant="outline">{applicationStatusLabels[status]}</Badge>;
}

/** The statuses an application may come from to reach `to` (the contract's x-transitions). */
const movesInto = (to: ApplicationStatus) =>
  APPLICATION_STATUSES.filter((from) => applicationStatusMoves[from].includes(to));

/**
 * Why an application in status `from` cannot be moved to `to` (decision 012 rule 4: the option is
 * shown disabled with this reason), or null when the contract's x-transitions allow it.
 */
export function applicationMoveBlock(
  from: ApplicationStatus,
  to: ApplicationStatus,
): string | null {
  if (from === to || canMoveApplication(from, to)) return null;
  const sources = movesInto(to).map((s) => applicationStatusLabels[s]);
  if (sources.length === 0) return 'new applications only';
  return `only from ${sources.length > 1 ? `${sources.slice(0, -1).join(', ')} or ${sources.at(-1)}` : sources[0]}`;
}

/**
 * What rejecting tells the employer about the candidate's email: the backend mails a status change
 * only to a candidate whose 'Application updates' setting is on (docs/backend-guide.md, 'The update email'), so the
 * words promise no email to everyone.
 */
const rejectionEmail = (many: boolean) =>
  many
    ? "Candidates who get application updates by email are told it was declined; those emails can't be recalled."
    : "If they get application updates by email, they are told it was declined; that email can't be recalled.";

/**
 * The confirmation a move needs (decision 012 rule 4), or null: rejecting (a candidate who gets
 * application updates is emailed, and that email cannot be recalled) and a move to a final status
 * (it cannot be taken back).
 */
export function applicationMoveConfirm(
  application: Pick<JobApplication, 'applicant_name'>,
  jobTitle: string,
  to: ApplicationStatus,
): ConfirmRequest | null {
  if (to === 'rejected') {
    return {
      title: 'Reject this application?',
      description: `${application.applicant_name}'s application to “${jobTitle}” moves to Rejected. ${rejectionEmail(false)}`,
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

/** Why members see no move controls (decision 012: permission in words). */
export const MEMBERS_READ_ONLY =
  'You can read these applications; only owners and admins can move them.';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The confirm of a bulk move (rejecting several, or a move to a final status), or null. */
export function bulkMoveConfirm(
  count: number,
  jobTitle: string,
  to: ApplicationStatus,
): ConfirmRequest | null {
  if (to === 'rejected') {
    return {
      title: `Reject ${plural(count, 'candidate')}?`,
      description: `${count === 1 ? 'This application' : `These ${count} applications`} to “${jobTitle}” move to Rejected. ${rejectionEmail(count > 1)}`,
      confirmLabel: `Reject ${plural(count, 'candidate')}`,
      destructive: true,
    };
  }
  if (applicationStatusMoves[to].length === 0) {
    return {
      title: `Mark ${plural(count, 'candidate')} as ${applicationStatusLabels[to].toLowerCase()}?`,
      description: `${count === 1 ? 'This application' : `These ${count} applications`} to “${jobTitle}” move to ${applicationStatusLabels[to]}. This is final: they can't be moved again.`,
      confirmLabel: `Mark as ${applicationStatusLabels[to].toLowerCase()}`,
    };
  }
  return null;
}

/**
 * Why a bulk move to `to` is not offered for these applications (shown beside the disabled
 * option), or null when the contract allows it for every one of them.
 */
export function bulkMoveBlock(
  selected: readonly Pick<JobApplication, 'status'>[],
  to: ApplicationStatus,
): string | null {
  if (selected.length > 0 && selected.every((a) => a.status === to))
    return `already ${applicationStatusLabels[to]}`;
  const blocked = selected.filter((a) => a.status !== to && !canMoveApplication(a.status, to));
  if (blocked.length === 0) return null;
  const from = [...new Set(blocked.map((a) => applicationStatusLabels[a.status]))];
  return `not from ${from.join(' or ')}`;
}

/** Why a whole stage cannot move to `to` ("already In review", "not from Hired"), or null. */
export function stageMoveBlock(from: ApplicationStatus, to: ApplicationStatus): string | null {
  return bulkMoveBlock([{ status: from }], to);
}

/** One refused item of a bulk move, in words. */
function refusalReason(code: string, to: ApplicationStatus): string {
  if (code === 'invalid_transition')
    return `can't move to ${applicationStatusLabels[to]} from its status now`;
  if (code === 'not_found') return 'no longer exists';
  if (code === 'application_withdrawn') return 'was withdrawn by the candidate';
  if (code === 'pay_before_interview_required') return 'the job must state its pay first';
  return 'could not be moved';
}

/**
 * The outcome of a bulk move in words: "3 moved to Rejected; 2 could not be moved: Amira Haddad
 * (can't move …), …". `names` gives the applicant's name of each requested id.
 */
export function bulkMoveSummary(
  results: ApplicationBulkStatusResult['results'],
  to: ApplicationStatus,
  names: ReadonlyMap<string, string>,
): string {
  const moved = results.filter((r) => r.ok).length;
  const refused = results.flatMap((r) =>
    r.ok
      ? []
      : [`${names.get(r.application_id) ?? 'An application'} (${refusalReason(r.code, to)})`],
  );
  const parts = [];
  if (moved > 0 || refused.length === 0)
    parts.push(`${moved} moved to ${applicationStatusLabels[to]}`);
  if (refused.length > 0)
    parts.push(
      `${plural(refused.length, 'application')} could not be moved: ${refused.join(', ')}`,
    );
  return `${parts.join('; ')}.`;
}

/** The confirmation of a whole-stage move, naming the number (it always asks: it moves many at once). */
export function stageMoveConfirm(
  count: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  jobTitle: string,
  filtered: boolean,
): ConfirmRequest {
  const which = `${count === 1 ? 'The 1 application' : `All ${count} applications`} in ${applicationStatusLabels[from]}${filtered ? ' that match the filters' : ''} to “${jobTitle}”`;
  if (to === 'rejected') {
    return {
      title: `Reject ${plural(count, 'candidate')}?`,
      description: `${which} move to Rejected. ${rejectionEmail(count > 1)}`,
      confirmLabel: `Reject ${plural(count, 'candidate')}`,
      destructive: true,
    };
  }
  const final = applicationStatusMoves[to].length === 0;
  return {
    title: `Move ${plural(count, 'application')} to ${applicationStatusLabels[to]}?`,
    description: `${which} move to ${applicationStatusLabels[to]}.${final ? " This is final: they can't be moved again." : ''}`,
    confirmLabel: `Move ${plural(count, 'application')}`,
  };
}

/**
 * The outcome of a whole-stage move in words: "300 moved to In review." or "311 moved to
 * Interviewing; 1 could not be moved: Maya Okafor (was withdrawn by the candidate)." Refusals
 * beyond the first 100 the server lists are counted, not named.
 */
export function stageMoveSummary(
  result: Pick<ApplicationStageMoveResult, 'moved' | 'refused_count'> & {
    refused: readonly { application_id: string; code: string }[];
  },
  to: ApplicationStatus,
  names: ReadonlyMap<string, string>,
): string {
  const moved = `${result.moved} moved to ${applicationStatusLabels[to]}`;
  if (result.refused_count === 0) return `${moved}.`;
  // Named when the column had the card on screen; the others counted by reason.
  const named: string[] = [];
  const unnamed = new Map<string, number>();
  for (const r of result.refused) {
    const name = names.get(r.application_id);
    const reason = refusalReason(r.code, to);
    if (name) named.push(`${name} (${reason})`);
    else unnamed.set(reason, (unnamed.get(reason) ?? 0) + 1);
  }
  const others = [...unnamed].map(([reason, k]) => `${k} that ${reason}`);
  const unlisted = result.refused_count - result.refused.length;
  if (unlisted > 0) others.push(`${unlisted} more`);
  return `${moved}; ${plural(result.refused_count, 'application')} could not be moved: ${[...named, ...others].join(', ')}.`;
}

/** Why a whole-stage move was refused as a whole, in words. */
export function stageMoveRefusal(
  error: unknown,
  from: ApplicationStatus,
  to: ApplicationStatus,
): string {
  if (problemCode(error, 409) === 'count_changed')
    return `Applications arrived, moved or were withdrawn since you confirmed, so nothing was moved. The counts are up to date again: check the number in ${applicationStatusLabels[from]} and try again.`;
  return applicationMoveRefusal(error, from, to);
}
