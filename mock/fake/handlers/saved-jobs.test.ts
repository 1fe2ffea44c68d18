// Saved jobs: idempotent save, the limit, closed and hidden jobs, candidates only.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  jobBySlug,
  makeCtx,
  people,
  problemOf,
  userByEmail,
  type TestCtx,
} from '../test-support';
import type { JobRecord, UserRecord } from '../store';
import { getPublicJob } from './jobs';
import { listSavedJobIds, listSavedJobs, SAVED_JOBS_LIMIT, saveJob, unsaveJob } from './saved-jobs';

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

const save = (user: UserRecord, jobId: string) => call(saveJob, ctx, { path: { jobId }, user });
const unsave = (user: UserRecord, jobId: string) => call(unsaveJob, ctx, { path: { jobId }, user });
const ids = (user: UserRecord) => call(listSavedJobIds, ctx, { user }).body;
const list = (user: UserRecord, query = {}) => call(listSavedJobs, ctx, { user, query }).body;
const job = (slug: string): JobRecord => jobBySlug(ctx.store, slug);

describe('saved jobs', () => {
  it("seeds Maya's two saved jobs, newest first, the closed one listed as closed", () => {
    const page = list(who.maya);
    expect(page.results.map((j) => [j.slug, j.accepting_applications])).toEqual([
      ['senior-frontend-engineer-northwind', true],
      ['qa-automation-engineer-northwind', false],
    ]);
    expect(ids(who.maya)).toEqual({ job_ids: page.results.map((j) => j.id), count: 2 });
  });

  it('saves once: 201 the first time, 200 with the same saved_at after', () => {
    const id = job('engineering-manager-platform-northwind').id;
    const first = save(who.maya, id);
    expect(first.status).toBe(201);
    ctx.advance(60_000);
    const again = save(who.maya, id);
    expect(again.status).toBe(200);
    expect(again.body.saved_at).toBe(first.body.saved_at);
    expect(ids(who.maya).job_ids).toEqual([
      id,
      job('senior-frontend-engineer-northwind').id,
      job('qa-automation-engineer-northwind').id,
    ]);
    expect(list(who.maya).count).toBe(3);
  });

  it('says is_saved on the job page to the candidate only', () => {
    const slug = 'engineering-manager-platform-northwind';
    const read = (user: UserRecord | null) =>
      call(getPublicJob, ctx, { path: { jobSlug: slug }, user }).body.is_saved;
    expect(read(who.maya)).toBe(false);
    save(who.maya, job(slug).id);
    expect(read(who.maya)).toBe(true);
    expect(read(null)).toBeUndefined();
    expect(read(who.jonas)).toBeUndefined();
  });

  it('unsaves with 204, also when it was not saved', () => {
    const id = job('senior-frontend-engineer-northwind').id;
    expect(unsave(who.maya, id).status).toBe(204);
    expect(unsave(who.maya, id).status).toBe(204);
    expect(ids(who.maya).job_ids).not.toContain(id);
  });

  it('answers 404 for an unknown job or a draft, 409 job_closed for a closed one not saved', () => {
    expect(problemOf(() => save(who.maya, '00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    const draft = job('engineering-manager-platform-northwind');
    draft.status = 'draft';
    expect(problemOf(() => save(who.maya, draft.id)).status).toBe(404);
    const closed = job('data-engineer-northwind');
    closed.status = 'closed';
    expect(problemOf(() => save(who.maya, closed.id))).toMatchObject({
      status: 409,
      code: 'job_closed',
    });
    // Saved before it closed: still 200.
    expect(save(who.maya, job('qa-automation-engineer-northwind').id).status).toBe(200);
  });

  it('drops a saved job that goes back to draft, for good', () => {
    const frontend = job('senior-frontend-engineer-northwind');
    frontend.status = 'draft';
    expect(ids(who.maya).job_ids).toEqual([job('qa-automation-engineer-northwind').id]);
    frontend.status = 'published';
    expect(ids(who.maya).count).toBe(1);
  });

  it(`stops at ${SAVED_JOBS_LIMIT} saved jobs with 409 saved_jobs_limit`, () => {
    expect(SAVED_JOBS_LIMIT).toBe(200);
    const template = job('engineering-manager-platform-northwind');
    const extra = Array.from({ length: SAVED_JOBS_LIMIT - 2 }, (_, i) => ({
      ...template,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      slug: `extra-${i}`,
    }));
    ctx.store.jobs.push(...extra);
    for (const j of extra) expect(save(who.maya, j.id).status).toBe(201);
    expect(ids(who.maya).count).toBe(SAVED_JOBS_LIMIT);
    expect(problemOf(() => save(who.maya, template.id))).toMatchObject({
      status: 409,
      code: 'saved_jobs_limit',
    });
    // Saving one already saved is still fine at the limit; removing one frees a place.
    expect(save(who.maya, extra[0]!.id).status).toBe(200);
    unsave(who.maya, extra[0]!.id);
    expect(save(who.maya, template.id).status).toBe(201);
  });

  it('is for candidates: employers get 403 permission_denied, anonymous 401', () => {
    const id = job('engineering-manager-platform-northwind').id;
    for (const run of [
      () => save(who.jonas, id),
      () => unsave(who.jonas, id),
      () => ids(who.jonas),
      () => list(who.jonas),
    ])
      expect(problemOf(run)).toMatchObject({ status: 403, code: 'permission_denied' });
    expect(problemOf(() => call(listSavedJobIds, ctx, {})).status).toBe(401);
  });

  it("keeps each candidate's saved jobs apart", () => {
    const amira = userByEmail(ctx.store, 'amira.haddad@example.com');
    expect(ids(amira)).toEqual({ job_ids: [], count: 0 });
    save(amira, job('data-engineer-northwind').id);
    expect(ids(amira).count).toBe(1);
    expect(ids(who.maya).count).toBe(2);
  });
});
