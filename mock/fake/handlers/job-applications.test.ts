// A job's applications at volume (the contract's job-applications tag, 3.5.0): the filters of
// listEmployerJobApplications, the counts and the CSV export under them, and the whole-stage move
// (moveEmployerJobApplicationStage), on the volume seed (mock/fake/volume-seed.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../../generated/types.gen';
import type { ApplicationRecord, UserRecord } from '../store';
import { SEED_MOMENT } from '../store';
import {
  call,
  employerBySlug,
  makeCtx,
  people,
  problemOf,
  textOf,
  type TestCtx,
} from '../test-support';
import { addVolume, VOLUME_JOB, VOLUME_QUESTIONS, volumeStatusCounts } from '../volume-seed';
import { exportEmployerJobApplications } from './job-insights';
import {
  getEmployerJobApplicationCounts,
  listEmployerJobApplications,
  moveEmployerJobApplicationStage,
} from './job-applications';

type Query = NonNullable<T.ListEmployerJobApplicationsData['query']>;
type Filters = Omit<Query, 'status' | 'page' | 'page_size' | 'ordering'>;

const [PERMIT, EXPERIENCE, NOTICE] = VOLUME_QUESTIONS as [
  T.ScreeningQuestion,
  T.ScreeningQuestion,
  T.ScreeningQuestion,
];

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let path: { employerId: string; jobId: string };

/** A fresh store with the volume seed of `applications` on the volume job. */
function withVolume(applications: number, jobs = 0) {
  ctx = makeCtx();
  addVolume(ctx.store, { applications, jobs }, Date.parse(SEED_MOMENT));
  who = people(ctx.store);
  path = {
    employerId: employerBySlug(ctx.store, 'northwind-analytics').id,
    jobId: VOLUME_JOB.id,
  };
}

const list = (query: Query, user: UserRecord = who.priya) =>
  call(listEmployerJobApplications, ctx, { path, query: { page_size: 100, ...query }, user }).body;
const counts = (query: Filters, user: UserRecord = who.priya) =>
  call(getEmployerJobApplicationCounts, ctx, { path, query, user }).body;
const move = (body: T.ApplicationStageMove, user: UserRecord = who.jonas) =>
  call(moveEmployerJobApplicationStage, ctx, { path, body, user }).body;
const records = () => ctx.store.applications.filter((a) => a.job_id === VOLUME_JOB.id);
const answerTo = (a: Pick<ApplicationRecord, 'screening'>, q: T.ScreeningQuestion) =>
  a.screening.find((s) => s.question_id === q.id)?.answer;
/** Every page of a filtered list, in order. */
function everyPage(query: Query): T.JobApplication[] {
  const first = list(query);
  const pages = Math.ceil(first.count / 100);
  const rest = Array.from({ length: pages - 1 }, (_, i) => list({ ...query, page: i + 2 }).results);
  return [...first.results, ...rest.flat()];
}

describe('listEmployerJobApplications filters (3.5.0)', () => {
  beforeEach(() => withVolume(1000));

  it('knockout narrows to the applications that failed or passed the screening', () => {
    const failed = everyPage({ knockout: 'failed' });
    const passed = list({ knockout: 'passed' }).count;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(1000);
    expect(failed.every((a) => a.knocked_out)).toBe(true);
    expect(failed.length + passed).toBe(1000);
    expect(failed.length).toBe(
      records().filter((a) => a.screening.some((s) => s.knocked_out)).length,
    );
  });

  it('a screening answer narrows by the question’s kind: yes/no, an option, a number', () => {
    const no = everyPage({ question: PERMIT.id, answer: 'no' });
    expect(no.length).toBe(records().filter((a) => answerTo(a, PERMIT) === 'No').length);
    expect(no.length).toBeGreaterThan(0);
    expect(no.every((a) => answerTo(a, PERMIT) === 'No')).toBe(true);

    const senior = everyPage({ question: EXPERIENCE.id, answer: 'more-than-3' });
    expect(senior.length).toBeGreaterThan(0);
    expect(senior.every((a) => answerTo(a, EXPERIENCE) === 'More than 3 years')).toBe(true);

    const four = list({ question: NOTICE.id, answer: '4' });
    expect(four.count).toBe(records().filter((a) => answerTo(a, NOTICE) === '4').length);
    expect(four.results.every((a) => answerTo(a, NOTICE) === '4')).toBe(true);
  });

  it('applied days narrow to whole UTC days, both ends included', () => {
    const rows = everyPage({ applied_from: '2025-11-01', applied_to: '2025-11-10' });
    const days = rows.map((a) => a.applied_at.slice(0, 10));
    expect(rows.length).toBeGreaterThan(0);
    expect(days.every((d) => d >= '2025-11-01' && d <= '2025-11-10')).toBe(true);
    expect(days).toContain('2025-11-10');
    expect(rows.length).toBe(
      records().filter(
        (a) =>
          a.applied_at.slice(0, 10) >= '2025-11-01' && a.applied_at.slice(0, 10) <= '2025-11-10',
      ).length,
    );
  });

  it('filters combine with status and search, and ordering turns the list oldest first', () => {
    const newest = list({ status: 'interviewing' }).results;
    const oldest = list({ status: 'interviewing', ordering: 'applied_at' }).results;
    expect(oldest.map((a) => a.id)).toEqual(newest.map((a) => a.id).reverse());
    expect(oldest[0]!.applied_at < oldest.at(-1)!.applied_at).toBe(true);

    const haddads = everyPage({ status: 'submitted', knockout: 'passed', search: 'HADDAD' });
    expect(haddads.length).toBeGreaterThan(0);
    expect(
      haddads.every(
        (a) => a.status === 'submitted' && !a.knocked_out && a.applicant_name.endsWith('Haddad'),
      ),
    ).toBe(true);
  });

  it('refuses a filter that cannot be right, naming it', () => {
    const errors = (query: Query) =>
      problemOf(() => list(query)).errors as Record<string, string[]> | undefined;
    expect(Object.keys(errors({ answer: 'yes' })!)).toEqual(['question']);
    expect(Object.keys(errors({ question: PERMIT.id })!)).toEqual(['answer']);
    expect(errors({ question: PERMIT.id, answer: 'maybe' })!.answer).toBeDefined();
    expect(errors({ question: EXPERIENCE.id, answer: 'no-such-option' })!.answer).toBeDefined();
    expect(errors({ question: NOTICE.id, answer: 'four' })!.answer).toBeDefined();
    expect(
      errors({ question: '00000000-0000-4000-8000-000000000000', answer: 'yes' })!.question,
    ).toBeDefined();
    expect(
      errors({ applied_from: '2025-11-10', applied_to: '2025-11-01' })!.applied_to,
    ).toBeDefined();
  });

  it('keeps its order when applications arrive after the index was built', () => {
    const before = list({}).results[0]!;
    const template = records()[0]!;
    const newer = {
      ...template,
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      applied_at: '2025-11-21T11:59:00Z',
    };
    const middle = {
      ...template,
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      applied_at: '2025-10-01T00:00:00Z',
    };
    ctx.store.applications.push(newer, middle);
    const rows = everyPage({});
    expect(rows[0]!.id).toBe(newer.id);
    expect(rows[1]!.id).toBe(before.id);
    const at = rows.findIndex((a) => a.id === middle.id);
    expect(rows[at - 1]!.applied_at >= middle.applied_at).toBe(true);
    expect(rows[at + 1]!.applied_at <= middle.applied_at).toBe(true);
  });
});

describe('getEmployerJobApplicationCounts under a filter (3.5.0)', () => {
  beforeEach(() => withVolume(1000));

  it('each count is what the list of that status counts under the same filter', () => {
    const filters: Filters = {
      knockout: 'passed',
      question: PERMIT.id,
      answer: 'yes',
      applied_from: '2025-10-15',
    };
    const filtered = counts(filters);
    const all = counts({});
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.total).toBe(list(filters).count);
    for (const status of [
      'submitted',
      'in_review',
      'interviewing',
      'offered',
      'hired',
      'rejected',
    ] as const) {
      expect(filtered[status], status).toBe(list({ ...filters, status }).count);
      expect(filtered[status], status).toBeLessThanOrEqual(all[status]);
    }
  });
});

describe('moveEmployerJobApplicationStage (3.5.0)', () => {
  // 3,093 applications: 300 of them in review (9.7 %), the stage moved whole below.
  beforeEach(() => withVolume(3093));

  it('moves every application of the stage, 300, and names the withdrawn ones it could not move', () => {
    const stage = records().filter((a) => a.status === 'in_review');
    const withdrawn = stage.filter((a) => a.withdrawn_at).map((a) => a.id);
    expect(stage).toHaveLength(300);
    expect(withdrawn.length).toBeGreaterThan(0);

    const result = move({ from_status: 'in_review', status: 'interviewing', expected_count: 300 });

    expect(result).toMatchObject({
      status: 'interviewing',
      matched: 300,
      moved: 300 - withdrawn.length,
      refused_count: withdrawn.length,
      remaining: 0,
    });
    expect(result.refused.map((r) => r.application_id).sort()).toEqual([...withdrawn].sort());
    expect(new Set(result.refused.map((r) => r.code))).toEqual(new Set(['application_withdrawn']));
    const after = counts({});
    expect(after.in_review).toBe(withdrawn.length);
    expect(after.interviewing).toBe(
      volumeStatusCounts(3093).find(([s]) => s === 'interviewing')![1] + 300 - withdrawn.length,
    );
    const moved = stage.find((a) => !a.withdrawn_at)!;
    expect(moved.history.at(-1)).toMatchObject({ status: 'interviewing', by: who.jonas.id });
  });

  it('moves only what matches the filter, less exclude, and a repeat moves nothing more', () => {
    const body: T.ApplicationStageMove = {
      from_status: 'submitted',
      status: 'rejected',
      knockout: 'failed',
      question: PERMIT.id,
      answer: 'no',
    };
    const { count } = list({
      status: 'submitted',
      knockout: 'failed',
      question: PERMIT.id,
      answer: 'no',
    });
    const kept = list({
      status: 'submitted',
      knockout: 'failed',
      question: PERMIT.id,
      answer: 'no',
    }).results[0]!.id;
    const rejectedBefore = counts({}).rejected;

    const first = move({ ...body, exclude: [kept] });
    expect(first.matched).toBe(count - 1);
    expect(first.moved + first.refused_count).toBe(count - 1);
    expect(counts({}).rejected).toBe(rejectedBefore + first.moved);
    expect(ctx.store.applications.find((a) => a.id === kept)!.status).toBe('submitted');
    const left = list({
      status: 'submitted',
      knockout: 'failed',
      question: PERMIT.id,
      answer: 'no',
    });
    expect(left.results.every((a) => a.id === kept || a.withdrawn_at !== null)).toBe(true);

    const again = move({ ...body, exclude: [kept] });
    expect(again.moved).toBe(0);
    expect(counts({}).rejected).toBe(rejectedBefore + first.moved);
  });

  it('moves nothing when the count changed since the confirmation, the move is not allowed, or it goes nowhere', () => {
    const before = counts({});
    const changed = problemOf(() =>
      move({ from_status: 'in_review', status: 'interviewing', expected_count: 299 }),
    );
    expect(changed).toMatchObject({ status: 409, code: 'count_changed' });
    expect(changed.detail).toContain('300');
    expect(
      problemOf(() => move({ from_status: 'submitted', status: 'interviewing' })),
    ).toMatchObject({ status: 409, code: 'invalid_transition' });
    expect(
      problemOf(() => move({ from_status: 'submitted', status: 'submitted' })).errors,
    ).toHaveProperty('status');
    expect(
      problemOf(() => move({ from_status: 'submitted', status: 'rejected', answer: 'no' })).errors,
    ).toHaveProperty('question');
    expect(counts({})).toEqual(before);
  });

  it('is for owners and admins, like the bulk move: a member or a candidate gets 403', () => {
    const body: T.ApplicationStageMove = { from_status: 'offered', status: 'hired' };
    expect(problemOf(() => move(body, who.priya)).status).toBe(403);
    expect(problemOf(() => move(body, who.maya)).status).toBe(403);
    expect(counts({}).hired).toBe(0);
    expect(move(body, who.tomas).moved).toBe(
      volumeStatusCounts(3093).find(([s]) => s === 'offered')![1],
    );
  });

  it('moves at most 10,000 in one call and says how many remain', () => {
    withVolume(12_000);
    const submitted = counts({}).submitted;
    const first = move({ from_status: 'submitted', status: 'in_review' });
    expect(first.moved).toBe(10_000);
    expect(first.remaining).toBe(submitted - 10_000 - first.refused_count);
    expect(first.remaining).toBeGreaterThan(0);
    const second = move({ from_status: 'submitted', status: 'in_review' });
    expect(second.moved).toBe(first.remaining);
    expect(second.remaining).toBe(0);
  });
});

describe('exportEmployerJobApplications under a filter (3.5.0)', () => {
  beforeEach(() => withVolume(1000));

  it('writes the filter as its first line and in X-Export-Filter, then the matching rows', async () => {
    const query = {
      status: 'submitted',
      knockout: 'failed',
      question: PERMIT.id,
      answer: 'no',
      ordering: 'applied_at',
    } as const;
    const answer = call(exportEmployerJobApplications, ctx, { path, query, user: who.priya });
    const words =
      'Status: Submitted; Knockout: failed; Are you allowed to work in Germany?: No; Oldest first';
    expect(answer.headers).toMatchObject({
      'content-disposition': `attachment; filename="${VOLUME_JOB.slug}-applications-filtered.csv"`,
      'x-export-filter': encodeURIComponent(words),
    });
    const lines = (await textOf(answer.body)).split('\r\n');
    expect(lines[0]).toBe(`\uFEFF# Filter: ${words}`);
    expect(lines[1]).toBe(
      'applicant_name,email,phone,status,applied_at,resume_file_name,cover_letter,answers,knocked_out',
    );
    const expected = everyPage(query);
    const rows = lines.slice(2).filter((l) => /^[^,"\n]+,[^,]+@example\.com,/.test(l));
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]!.startsWith(`${expected[0]!.applicant_name},${expected[0]!.email},`)).toBe(true);
  });

  it('has no filter line, header or suffix when nothing is filtered', async () => {
    const answer = call(exportEmployerJobApplications, ctx, { path, user: who.priya });
    expect(answer.headers).not.toHaveProperty('x-export-filter');
    expect((await textOf(answer.body)).startsWith('\uFEFFapplicant_name,')).toBe(true);
  });
});

describe('the volume seed', () => {
  it('spreads the applications as a popular job: offers and interviews oldest, most submitted newest', () => {
    withVolume(3003, 2000);
    expect(counts({})).toEqual({
      offered: 30,
      interviewing: 60,
      rejected: 90,
      in_review: 291,
      submitted: 2532,
      hired: 0,
      total: 3003,
    });
    const oldestFirst = everyPage({ ordering: 'applied_at' });
    const lastOf = (status: string) => oldestFirst.findLastIndex((a) => a.status === status);
    const firstOf = (status: string) => oldestFirst.findIndex((a) => a.status === status);
    expect(lastOf('offered')).toBeLessThan(firstOf('interviewing'));
    expect(lastOf('interviewing')).toBeLessThan(firstOf('in_review'));
    expect(lastOf('in_review')).toBeLessThan(firstOf('submitted'));
    const withdrawn = oldestFirst.filter((a) => a.withdrawn_at).length;
    expect(withdrawn).toBeGreaterThan(0);
    expect(withdrawn).toBeLessThan(100);
    expect(counts({ knockout: 'failed' }).total).toBeGreaterThan(0);
    expect(
      ctx.store.jobs.filter((j) => j.employer_id === path.employerId).length,
    ).toBeGreaterThanOrEqual(2001);
  });

  it('is the same on every build', () => {
    withVolume(500, 10);
    const first = JSON.stringify([records(), ctx.store.jobs.slice(-10)]);
    withVolume(500, 10);
    expect(JSON.stringify([records(), ctx.store.jobs.slice(-10)])).toBe(first);
  });
});
