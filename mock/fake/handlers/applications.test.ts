// A job's applications as a resource: list (paged, by status), one, and status moves.
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
import type { UserRecord } from '../store';
import { listAppliedJobs } from './applications';
import {
  getEmployerJobApplication,
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

const list = (
  user: UserRecord,
  query: Parameters<typeof listEmployerJobApplications>[0]['query'] = {},
) => call(listEmployerJobApplications, ctx, { path, query, user }).body;
const move = (
  user: UserRecord,
  applicationId: string,
  status: 'submitted' | 'in_review' | 'interviewing' | 'offered' | 'hired' | 'rejected',
) =>
  call(updateEmployerJobApplicationStatus, ctx, {
    path: { ...path, applicationId },
    body: { status },
    user,
  }).body;
const amiraId = () => list(who.jonas).results.find((a) => a.applicant_name === 'Amira Haddad')!.id;

describe('applications of a job', () => {
  it('lists them newest first, pages them and filters by status', () => {
    const all = list(who.priya);
    expect(all.count).toBe(3);
    expect(all.results.map((a) => a.applicant_name)).toEqual([
      'Amira Haddad',
      'Lukas Brandt',
      'Chen Wei',
    ]);
    const first = list(who.priya, { page_size: 2 });
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('page=2');
    expect(list(who.priya, { page_size: 2, page: 2 }).results.map((a) => a.applicant_name)).toEqual(
      ['Chen Wei'],
    );
    expect(list(who.priya, { status: 'in_review' }).results.map((a) => a.applicant_name)).toEqual([
      'Lukas Brandt',
    ]);
    expect(list(who.priya, { status: 'hired' }).count).toBe(0);
  });

  it('gives one application, and 404 for one of another job', () => {
    expect(
      call(getEmployerJobApplication, ctx, {
        path: { ...path, applicationId: amiraId() },
        user: who.priya,
      }).body.email,
    ).toBe('amira.haddad@example.com');
    const other = {
      ...path,
      jobId: jobBySlug(ctx.store, 'data-engineer-northwind').id,
      applicationId: amiraId(),
    };
    expect(
      problemOf(() => call(getEmployerJobApplication, ctx, { path: other, user: who.jonas }))
        .status,
    ).toBe(404);
  });

  it('moves along the pipeline; the move persists and the candidate sees it', () => {
    const id = amiraId();
    expect(move(who.tomas, id, 'in_review').status).toBe('in_review');
    expect(move(who.tomas, id, 'rejected').status).toBe('rejected');
    expect(list(who.jonas, { status: 'rejected' }).results.map((a) => a.id)).toEqual([id]);
    expect(move(who.jonas, id, 'in_review').status).toBe('in_review'); // reconsidered
    expect(move(who.jonas, id, 'in_review').status).toBe('in_review'); // the same status: a no-op
    // Maya's application to the data engineer job, moved by Northwind, shows in her applied jobs.
    const mayas = ctx.store.applications.find(
      (a) => a.candidate_id === who.maya.id && a.status === 'rejected',
    )!;
    mayas.status = 'offered';
    const body = call(listAppliedJobs, ctx, { user: who.maya }).body;
    expect(body.results.find((r) => r.application_id === mayas.id)?.status).toBe('offered');
  });

  it('refuses a move the pipeline does not allow with 409, and hired is final', () => {
    const id = amiraId();
    expect(problemOf(() => move(who.jonas, id, 'hired'))).toMatchObject({
      status: 409,
      code: 'invalid_transition',
    });
    move(who.jonas, id, 'in_review');
    move(who.jonas, id, 'interviewing');
    move(who.jonas, id, 'offered');
    move(who.jonas, id, 'hired');
    expect(problemOf(() => move(who.jonas, id, 'rejected'))).toMatchObject({
      status: 409,
      code: 'invalid_transition',
    });
    expect(list(who.jonas, { status: 'hired' }).results.map((a) => a.id)).toEqual([id]);
  });

  it('members read but cannot move; outsiders cannot read', () => {
    expect(problemOf(() => move(who.priya, amiraId(), 'in_review'))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(problemOf(() => list(who.sofia)).status).toBe(403);
  });
});
