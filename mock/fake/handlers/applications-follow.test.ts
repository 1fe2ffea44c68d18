// Following and withdrawing one's own application (docs/product.md §2): the stage the candidate sees, its
// history, the withdraw rules and their 409s, the stage filter and the application-update emails.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../../scripts/lib/contract.mjs';
import { applicationStageOfStatus } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import {
  call,
  DAY_MS,
  employerBySlug,
  jobBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from '../test-support';
import type { UserRecord } from '../store';
import {
  getMyApplication,
  listAppliedJobs,
  submitApplication,
  withdrawApplication,
} from './applications';
import { getPublicJob } from './jobs';
import { getEmployerJobApplication, updateEmployerJobApplicationStatus } from './job-applications';

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

const NORTHWIND = 'northwind-analytics';
const applied = (user: UserRecord = who.maya, stage?: T.ApplicationStage[]) =>
  call(listAppliedJobs, ctx, { query: { page_size: 100, ...(stage ? { stage } : {}) }, user }).body;
const mine = (title: string) => {
  const row = applied().results.find((r) => r.title.startsWith(title));
  if (!row) throw new Error(`Maya has no application to ${title}`);
  return row;
};
const get = (applicationId: string, user: UserRecord = who.maya) =>
  call(getMyApplication, ctx, { path: { applicationId }, user }).body;
const withdraw = (applicationId: string, user: UserRecord = who.maya) =>
  call(withdrawApplication, ctx, { path: { applicationId }, body: {}, user }).body;
const record = (id: string) => ctx.store.applications.find((a) => a.id === id)!;
const move = (applicationId: string, status: T.ApplicationStatus, jobSlug: string) =>
  call(updateEmployerJobApplicationStatus, ctx, {
    path: {
      employerId: employerBySlug(ctx.store, NORTHWIND).id,
      jobId: jobBySlug(ctx.store, jobSlug).id,
      applicationId,
    },
    body: { status },
    user: who.jonas,
  }).body;
const setUpdates = (user: UserRecord, on: boolean) => {
  const settings = ctx.store.settings.get(user.id)!;
  ctx.store.settings.set(user.id, { ...settings, application_updates: on });
};

describe('the stage a candidate sees', () => {
  it("the contract's x-stage-of-status, x-withdraw-from and x-labels cover the enums they name", () => {
    const schemas = loadContract().components!.schemas!;
    const statuses = schemas.ApplicationStatus.enum as string[];
    const stages = schemas.ApplicationStage.enum as string[];
    const ofStatus = schemas.ApplicationStage['x-stage-of-status'] as Record<string, string>;
    expect(Object.keys(ofStatus).sort()).toEqual([...statuses].sort());
    expect(Object.values(ofStatus).every((s) => stages.includes(s))).toBe(true);
    expect(Object.values(ofStatus)).not.toContain('withdrawn');
    const withdrawFrom = schemas.ApplicationStage['x-withdraw-from'] as string[];
    expect(withdrawFrom.every((s) => stages.includes(s))).toBe(true);
    expect(Object.keys(schemas.ApplicationStage['x-labels'] as object).sort()).toEqual(
      [...stages].sort(),
    );
  });

  it('is the status by the contract, rejected reading not_selected, and withdrawn once withdrawn', () => {
    expect(applicationStageOfStatus.rejected).toBe('not_selected');
    const rows = applied().results;
    expect(rows.map((r) => [r.title, r.status, r.stage])).toEqual([
      ['Data Engineer', 'rejected', 'not_selected'],
      ['Senior Backend Engineer (Python/Django)', 'in_review', 'in_review'],
      ['UX Writer (6-month contract)', 'interviewing', 'interviewing'],
    ]);
    // Seeded: moved a day after applying.
    for (const r of rows) {
      expect(Date.parse(r.stage_changed_at) - Date.parse(r.applied_at)).toBe(DAY_MS);
      expect(r.withdrawn_at).toBeNull();
      expect(r.accepting_applications).toBe(true);
    }
  });

  it('filters applied jobs by one or more stages (the stage query parameter)', () => {
    expect(applied(who.maya, ['in_review']).results.map((r) => r.title)).toEqual([
      'Senior Backend Engineer (Python/Django)',
    ]);
    expect(applied(who.maya, ['in_review', 'not_selected']).count).toBe(2);
    expect(applied(who.maya, ['offered']).count).toBe(0);
    withdraw(mine('Senior Backend').application_id);
    expect(applied(who.maya, ['in_review']).count).toBe(0);
    expect(applied(who.maya, ['withdrawn']).results.map((r) => r.stage)).toEqual(['withdrawn']);
  });
});

describe('getMyApplication', () => {
  it('answers the job card, stage, history oldest first and what was sent, nothing of the employer', () => {
    const row = mine('Senior Backend');
    const app = get(row.application_id);
    expect(app.job.title).toBe('Senior Backend Engineer (Python/Django)');
    expect(app.job.accepting_applications).toBe(true);
    expect(app.stage).toBe('in_review');
    expect(app.can_withdraw).toBe(true);
    expect(app.history).toEqual([
      { stage: 'submitted', at: row.applied_at },
      { stage: 'in_review', at: row.stage_changed_at },
    ]);
    expect(app.resume_file_name).toBe('maya-okafor-cv-2025.pdf');
    expect(Object.keys(app)).not.toContain('status');
    expect(JSON.stringify(app.history)).not.toContain('by');
  });

  it("answers 404 for another candidate's application and for an unknown id", () => {
    const amira = ctx.store.applications.find((a) => a.applicant_name === 'Amira Haddad')!;
    expect(problemOf(() => get(amira.id)).status).toBe(404);
    expect(problemOf(() => withdraw(amira.id)).status).toBe(404);
    expect(problemOf(() => get('0f0f0f0f-0000-4000-8000-000000000000')).status).toBe(404);
    expect(amira.withdrawn_at).toBeNull();
  });
});

describe('withdrawApplication', () => {
  it('withdraws from in review: stage withdrawn, history gains it, the employer sees withdrawn_at', () => {
    const row = mine('Senior Backend');
    ctx.advance(DAY_MS);
    const after = withdraw(row.application_id);
    expect(after.stage).toBe('withdrawn');
    expect(after.can_withdraw).toBe(false);
    expect(after.withdrawn_at).not.toBeNull();
    expect(after.history.map((h) => h.stage)).toEqual(['submitted', 'in_review', 'withdrawn']);
    expect(after.stage_changed_at).toBe(after.withdrawn_at);
    // What the server kept: the status stays, withdrawn_at is set.
    expect(record(row.application_id).status).toBe('in_review');
    expect(get(row.application_id).stage).toBe('withdrawn');
  });

  it('answers 409 withdraw_not_allowed, naming the stage, once the employer decided or when withdrawn', () => {
    const notSelected = mine('Data Engineer');
    const refused = problemOf(() => withdraw(notSelected.application_id));
    expect(refused).toMatchObject({ status: 409, code: 'withdraw_not_allowed' });
    expect(refused.detail).toContain('not selected');
    expect(record(notSelected.application_id).withdrawn_at).toBeNull();

    const interviewing = mine('UX Writer');
    withdraw(interviewing.application_id);
    const again = problemOf(() => withdraw(interviewing.application_id));
    expect(again).toMatchObject({ status: 409, code: 'withdraw_not_allowed' });
    expect(again.detail).toContain('withdrawn');
  });

  it('leaves the job applied to: submitApplication still answers 409, the job says withdrawn', () => {
    const job = jobBySlug(ctx.store, 'senior-frontend-engineer-northwind');
    const resume = ctx.store.resumes.find((r) => r.user_id === who.maya.id)!;
    const sent = call(submitApplication, ctx, {
      body: { job_id: job.id, name: 'Maya', email: who.maya.email, resume_id: resume.id },
      user: who.maya,
    }).body;
    expect(get(sent.application_id).history.map((h) => h.stage)).toEqual(['submitted']);
    withdraw(sent.application_id);
    const again = problemOf(() =>
      call(submitApplication, ctx, {
        body: { job_id: job.id, name: 'Maya', email: who.maya.email, resume_id: resume.id },
        user: who.maya,
      }),
    );
    expect(again).toMatchObject({ status: 409, code: 'already_applied' });
    const page = call(getPublicJob, ctx, { path: { jobSlug: job.slug }, user: who.maya }).body;
    expect(page).toMatchObject({ has_applied: true, has_withdrawn: true });
    expect(
      ctx.store.applications.filter((a) => a.job_id === job.id && a.candidate_id === who.maya.id),
    ).toHaveLength(1);
  });
});

describe('employer moves', () => {
  const amira = () => ctx.store.applications.find((a) => a.applicant_name === 'Amira Haddad')!;
  const FRONTEND = 'senior-frontend-engineer-northwind';

  it('append to the history with who moved it', () => {
    const before = amira().history.length;
    move(amira().id, 'in_review', FRONTEND);
    expect(amira().history).toHaveLength(before + 1);
    expect(amira().history.at(-1)).toMatchObject({ status: 'in_review', by: who.jonas.id });
    move(amira().id, 'in_review', FRONTEND); // the same status again: nothing new
    expect(amira().history).toHaveLength(before + 1);
  });

  it('refuse a withdrawn application with 409 application_withdrawn, which keeps its status', () => {
    const job = jobBySlug(ctx.store, FRONTEND);
    const resume = ctx.store.resumes.find((r) => r.user_id === who.maya.id)!;
    const sent = call(submitApplication, ctx, {
      body: { job_id: job.id, name: 'Maya', email: who.maya.email, resume_id: resume.id },
      user: who.maya,
    }).body;
    withdraw(sent.application_id);
    const refused = problemOf(() => move(sent.application_id, 'in_review', FRONTEND));
    expect(refused).toMatchObject({
      status: 409,
      code: 'application_withdrawn',
      detail: 'The candidate withdrew this application; it can no longer be moved.',
    });
    expect(record(sent.application_id).status).toBe('submitted');
    const seen = call(getEmployerJobApplication, ctx, {
      path: {
        employerId: employerBySlug(ctx.store, NORTHWIND).id,
        jobId: job.id,
        applicationId: sent.application_id,
      },
      user: who.jonas,
    }).body;
    expect(seen.withdrawn_at).toBe(record(sent.application_id).withdrawn_at);
  });

  it('mail the candidate when application_updates is on, with the stage in words and a link to it', () => {
    setUpdates(who.maya, true);
    const row = mine('Data Engineer');
    move(row.application_id, 'in_review', 'data-engineer-northwind');
    expect(ctx.outbox).toEqual([
      {
        to: who.maya.email,
        subject: 'Your application for Data Engineer at Northwind Analytics: In review',
        link: `${ctx.config.appOrigin}/applied-jobs/${row.application_id}`,
      },
    ]);
    move(row.application_id, 'rejected', 'data-engineer-northwind');
    expect(ctx.outbox.at(-1)?.subject).toBe(
      'Your application for Data Engineer at Northwind Analytics: Not selected',
    );
  });

  it('mail nothing when application_updates is off', () => {
    setUpdates(who.maya, false);
    const row = mine('Data Engineer');
    move(row.application_id, 'in_review', 'data-engineer-northwind');
    expect(record(row.application_id).status).toBe('in_review');
    expect(ctx.outbox).toEqual([]);
  });
});
