// What the candidate sees of where an application stands (docs/product.md §2): its stage (the
// contract's `x-stage-of-status`, withdrawn once withdrawn) and whether it may still be withdrawn
// (`x-withdraw-from`). The expectations are read from the contract itself, as rules.test.ts does.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/lib/contract.mjs';
import type * as T from '../../generated/types.gen';
import type { ApplicationRecord } from './store';
import { canWithdraw, stageOf } from './views';

const schemas = loadContract().components!.schemas!;
const statuses = schemas.ApplicationStatus.enum as T.ApplicationStatus[];
const stageOfStatus = schemas.ApplicationStage['x-stage-of-status'] as Record<string, string>;
const withdrawFrom = schemas.ApplicationStage['x-withdraw-from'] as string[];

const application = (status: T.ApplicationStatus, withdrawn_at: string | null = null) =>
  ({ status, withdrawn_at }) as ApplicationRecord;

describe('stageOf', () => {
  it('is the stage of the status, as the contract maps it (rejected reads not selected)', () => {
    expect(statuses.map((s) => stageOf(application(s)))).toEqual(
      statuses.map((s) => stageOfStatus[s]),
    );
    expect(stageOf(application('rejected'))).toBe('not_selected');
  });

  it('is withdrawn once withdrawn, whatever the status', () => {
    for (const status of statuses)
      expect(stageOf(application(status, '2025-11-20T10:00:00Z'))).toBe('withdrawn');
  });
});

describe('canWithdraw', () => {
  it('is true exactly in the stages of x-withdraw-from', () => {
    expect(statuses.filter((s) => canWithdraw(application(s)))).toEqual(
      statuses.filter((s) => withdrawFrom.includes(stageOfStatus[s]!)),
    );
    expect(withdrawFrom.length).toBeGreaterThan(0);
  });

  it('is false once withdrawn', () => {
    expect(canWithdraw(application('submitted', '2025-11-20T10:00:00Z'))).toBe(false);
  });
});
