import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@generated/types.gen';
import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  applicationStatusMoves,
  canMoveApplication,
} from './application-status';
import { loadContract } from '../../scripts/lib/contract.mjs';

/** The contract's own words for the allowed moves (updateEmployerJobApplicationStatus). */
function contractMoves(): Record<string, string[]> {
  const contract = loadContract() as {
    paths: Record<string, Record<string, { operationId?: string; description?: string }>>;
  };
  const operation = Object.values(contract.paths)
    .flatMap((item) => Object.values(item))
    .find((op) => op.operationId === 'updateEmployerJobApplicationStatus');
  const text = operation?.description ?? '';
  const moves: Record<string, string[]> = {};
  for (const [, from, to, alternative] of text.matchAll(/(\w+) → (\w+)(?: or (\w+))?/g)) {
    moves[from!] = [to!, ...(alternative ? [alternative] : [])];
  }
  if (/\bhired is final\b/.test(text)) moves.hired = [];
  return moves;
}

describe('application status moves', () => {
  it('mirror the contract’s description of updateEmployerJobApplicationStatus', () => {
    const fromContract = contractMoves();
    expect(Object.keys(fromContract).sort()).toEqual([...APPLICATION_STATUSES].sort());
    for (const status of APPLICATION_STATUSES)
      expect([...applicationStatusMoves[status]].sort()).toEqual(fromContract[status]!.sort());
  });

  it('follow the pipeline forwards, reject from anywhere but hired, and reconsider a rejection', () => {
    const pipeline: ApplicationStatus[] = [
      'submitted',
      'in_review',
      'interviewing',
      'offered',
      'hired',
    ];
    const expected = Object.fromEntries(
      pipeline.map((status, i) => [
        status,
        i < pipeline.length - 1 ? [pipeline[i + 1], 'rejected'] : [],
      ]),
    );
    expect(applicationStatusMoves).toEqual({ ...expected, rejected: ['in_review'] });
  });

  it('never skip a step, go back, or stay put', () => {
    expect(canMoveApplication('submitted', 'in_review')).toBe(true);
    expect(canMoveApplication('submitted', 'hired')).toBe(false);
    expect(canMoveApplication('interviewing', 'in_review')).toBe(false);
    expect(canMoveApplication('rejected', 'submitted')).toBe(false);
    expect(canMoveApplication('hired', 'rejected')).toBe(false);
    for (const status of APPLICATION_STATUSES)
      expect(canMoveApplication(status, status)).toBe(false);
  });

  it('label every status', () => {
    const statuses = Object.keys(applicationStatusLabels) as ApplicationStatus[];
    expect(statuses.sort()).toEqual([...APPLICATION_STATUSES].sort());
  });
});
