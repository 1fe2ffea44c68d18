// The pipeline of a job's applications (3.4.0): counts per status, search by name or email, and
// the bulk move (per item, in request order, not atomic; the single move's rules and effects).
import { beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  employerBySlug,
  jobBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from '../test-support';
import type * as T from '../../../generated/types.gen';
import type { UserRecord } from '../store';
import {
  bulkUpdateEmployerJobApplicationStatus,
  getEmployerJobApplicationCounts,
  listEmployerJobApplications,
  updateEmployerJobApplicationStatus,
} from './job-applications';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let path: { employerId: string; jobId: string };

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
  path = {
    employerId: employerBySlug(ctx.store, 'northwind-analytics').id,
    jobId: jobBySlug(ctx.store, 'senior-frontend-engineer-northwind').id,
  };
});

const counts = (user: UserRecord) =>
  call(getEmployerJobApplicationCounts, ctx, { path, user }).body;
const names = (user: UserRecord, query: T.ListEmployerJobApplicationsData['query'] = {}) =>
  call(listEmployerJobApplications, ctx, { path, query, user }).body.results.map(
    (a) => a.applicant_name,
  );
const bulk = (user: UserRecord, body: T.ApplicationBulkStatusUpdate) =>
  call(bulkUpdateEmployerJobApplicationStatus, ctx, { path, body, user }).body.results;
const idOf = (name: string) =>
  ctx.store.applications.find((a) => a.job_id === path.jobId && a.applicant_name === name)!.id;
const statusOf = (id: string) => ctx.store.applications.find((a) => a.id === id)?.status;

describe('getEmployerJobApplicationCounts', () => {
  it('counts the job’s applications per status, for any role, and follows moves', () => {
    expect(counts(who.priya)).toEqual({
      submitted: 1,
      in_review: 1,
      interviewing: 1,
      offered: 0,
      hired: 0,
      rejected: 0,
      total: 3,
    });
    call(updateEmployerJobApplicationStatus, ctx, {
      path: { ...path, applicationId: idOf('Amira Haddad') },
      body: { status: 'rejected' },
      user: who.jonas,
    });
    expect(counts(who.jonas)).toMatchObject({ submitted: 0, rejected: 1, total: 3 });
  });

  it('is 404 for a job of another company and 403 for an outsider', () => {
    const other = ctx.store.jobs.find((j) => j.employer_id !== path.employerId)!;
    expect(
      problemOf(() =>
        call(getEmployerJobApplicationCounts, ctx, {
          path: { ...path, jobId: other.id },
          user: who.jonas,
        }),
      ).status,
    ).toBe(404);
    expect(problemOf(() => counts(who.sofia)).status).toBe(403);
  });
});

describe('search', () => {
  it('matches the name or the email, ignoring case; combines with status; blank filters nothing', () => {
    expect(names(who.priya, { search: 'amira' })).toEqual(['Amira Haddad']);
    expect(names(who.priya, { search: 'CHEN.WEI@example.NET' })).toEqual(['Chen Wei']);
    expect(names(who.priya, { search: '@example.com' })).toEqual(['Amira Haddad', 'Lukas Brandt']);
    expect(names(who.priya, { search: '@example.com', status: 'in_review' })).toEqual([
      'Lukas Brandt',
    ]);
    expect(names(who.priya, { search: '  ' })).toHaveLength(3);
    expect(names(who.priya, { search: 'nobody' })).toEqual([]);
  });
});

describe('bulkUpdateEmployerJobApplicationStatus', () => {
  it('moves each allowed item and refuses the others, one result per id in request order', () => {
    const [amira, lukas, chen] = ['Amira Haddad', 'Lukas Brandt', 'Chen Wei'].map(idOf);
    const unknown = '9b1b3c2e-4f5a-4b6c-8d7e-0f1a2b3c4d5e';
    const results = bulk(who.tomas, {
      application_ids: [lukas!, unknown, amira!, chen!],
      status: 'interviewing',
    });
    expect(
      results.map((r) => [r.application_id, r.ok, r.ok ? r.application.status : r.code]),
    ).toEqual([
      [lukas, true, 'interviewing'],
      [unknown, false, 'not_found'],
      [amira, false, 'invalid_transition'],
      [chen, true, 'interviewing'], // already there: a no-op, like the single move
    ]);
    // Not atomic: what was allowed was kept, what was refused is as it was.
    expect(statusOf(lukas!)).toBe('interviewing');
    expect(statusOf(amira!)).toBe('submitted');
    expect(counts(who.jonas)).toMatchObject({ submitted: 1, in_review: 0, interviewing: 2 });
  });

  it('refuses an application of another job as not found, and leaves it alone', () => {
    const foreign = ctx.store.applications.find((a) => a.job_id !== path.jobId)!;
    const before = foreign.status;
    const [result] = bulk(who.jonas, { application_ids: [foreign.id], status: 'rejected' });
    expect(result).toMatchObject({ ok: false, code: 'not_found' });
    expect(foreign.status).toBe(before);
  });

  it('moves as the single move does: the same answer, the same stored state', () => {
    const amira = idOf('Amira Haddad');
    const [moved] = bulk(who.jonas, { application_ids: [amira], status: 'rejected' });
    const single = makeCtx();
    const alone = call(updateEmployerJobApplicationStatus, single, {
      path: { ...path, applicationId: amira },
      body: { status: 'rejected' },
      user: people(single.store).jonas,
    }).body;
    expect(moved).toEqual({ application_id: amira, ok: true, application: alone });
    // History times differ by the fake's microsecond tie-breaker only (each stamp is unique).
    const untimed = (apps: typeof ctx.store.applications) =>
      apps.map((a) => ({ ...a, history: a.history.map(({ status, by }) => ({ status, by })) }));
    expect(untimed(ctx.store.applications)).toEqual(untimed(single.store.applications));
  });

  it('is a 400 as a whole for a repeated id or more than 100, and moves nothing', () => {
    const amira = idOf('Amira Haddad');
    expect(
      problemOf(() => bulk(who.jonas, { application_ids: [amira, amira], status: 'rejected' })),
    ).toMatchObject({ status: 400, code: 'validation_error' });
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(
      problemOf(() => bulk(who.jonas, { application_ids: [amira, ...many], status: 'rejected' }))
        .errors,
    ).toHaveProperty('application_ids');
    expect(statusOf(amira)).toBe('submitted');
  });

  it('members may not move (403), and an unknown job is 404', () => {
    const amira = idOf('Amira Haddad');
    expect(
      problemOf(() => bulk(who.priya, { application_ids: [amira], status: 'rejected' })),
    ).toMatchObject({ status: 403, code: 'permission_denied' });
    expect(
      problemOf(() =>
        call(bulkUpdateEmployerJobApplicationStatus, ctx, {
          path: { ...path, jobId: '9b1b3c2e-4f5a-4b6c-8d7e-0f1a2b3c4d5e' },
          body: { application_ids: [amira], status: 'rejected' },
          user: who.jonas,
        }),
      ).status,
    ).toBe(404);
    expect(statusOf(amira)).toBe('submitted');
  });
});
