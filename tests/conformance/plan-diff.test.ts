// contract:check --plan-diff: a contract change shows as the scenarios a server must now pass.
import { describe, expect, it } from 'vitest';
import { loadContract, planDiff } from '../../scripts/lib/conformance.mjs';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('contract:check --plan-diff', () => {
  it('is empty for the same contract', async () => {
    expect(await planDiff(loadContract(), loadContract())).toEqual([]);
  });

  it('names the operation and the scenarios a change adds or removes', async () => {
    const head = loadContract() as Json;
    // A documented conflict for updateProfile, and signUp's 409 gone.
    head.paths['/v2/profile/'].patch.responses['409'] = {
      description: 'Conflict.',
      content: {
        'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
      },
    };
    delete head.paths['/v2/auth/signup/'].post.responses['409'];
    const changes = await planDiff(loadContract(), head);
    expect(changes).toEqual(
      expect.arrayContaining([
        { operation: 'updateProfile', status: 'changed', added: ['conflict (409)'], removed: [] },
        { operation: 'signUp', status: 'changed', added: [], removed: ['conflict (409)'] },
      ]),
    );
    expect(changes).toHaveLength(2);
  });

  it('lists a new operation with all its scenarios', async () => {
    const base = loadContract() as Json;
    delete base.paths['/v2/user/'];
    const changes = await planDiff(base, loadContract());
    expect(changes).toEqual([
      {
        operation: 'getCurrentUser',
        status: 'new',
        added: ['example request', 'missing token', 'wrong token', 'expired token'],
        removed: [],
      },
    ]);
  });
});
