/**
 * An application's status (the contract's ApplicationStatus): its order, its words, and where it
 * may move. Shared by the employer's job pages (a job's counts per status), a job's applications
 * (the list, the pipeline, moves) and the route that lends the words to the activity timeline.
 */
import { applicationStatusTransitions } from '@generated/rules.gen';
import type { ApplicationStatus } from '@generated/types.gen';
import { zApplicationStatus } from '@generated/zod.gen';

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** The pipeline's order (the filter tabs of a job's applications): the contract's ApplicationStatus. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = zApplicationStatus.options;

/**
 * Where an application may move from each status: the contract's `x-transitions` of
 * ApplicationStatus (generated/rules.gen.ts), which the server enforces too (409
 * invalid_transition for any other move). Change the contract, not this file.
 */
export const applicationStatusMoves: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = applicationStatusTransitions;

/** Whether an application in status `from` may be moved to `to` (setting the same status again is a no-op, not a move). */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return applicationStatusMoves[from].includes(to);
}
