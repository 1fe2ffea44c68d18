// Voluntary self-identification (the contract's self-identification tag): the company's forms
// (owners and admins), the candidate's one answer per application kept in its own table, never in
// any employer view of the application (list, pipeline, one application, counts, CSV export,
// activity, notes), and the owners' report with counts under the contract's threshold suppressed.
import { beforeEach, describe, expect, it } from 'vitest';
import { selfIdentification } from '../../../generated/rules.gen';
import type * as T from '../../../generated/types.gen';
import {
  call,
  employerBySlug,
  jobBySlug,
  makeCtx,
  people,
  problemOf,
  textOf,
  type TestCtx,
} from '../test-support';
import type { ApplicationRecord, UserRecord } from '../store';
import {
  createApplicationNote,
  listApplicationActivity,
  listApplicationNotes,
} from './application-notes';
import { getEmployerJob, listEmployerJobs } from './employer-jobs';
import { exportEmployerJobApplications } from './job-insights';
import {
  getEmployerJobApplication,
  getEmployerJobApplicationCounts,
  listEmployerJobApplications,
} from './job-applications';
import {
  getJobSelfIdentificationReport,
  getMySelfIdentification,
  getSelfIdentificationSettings,
  submitMySelfIdentification,
  updateSelfIdentificationSettings,
} from './self-identification';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let employerId: string;
let jobId: string;
const SLUG = 'senior-frontend-engineer-northwind';

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
  employerId = employerBySlug(ctx.store, 'northwind-analytics').id;
  jobId = jobBySlug(ctx.store, SLUG).id;
});

const offer = (forms: T.SelfIdentificationForm[], user = who.jonas) =>
  call(updateSelfIdentificationSettings, ctx, {
    path: { employerId },
    body: { forms },
    user,
  });

/** A new candidate with an application to the job (as submitApplication would keep it). */
function applicant(n: number): { user: UserRecord; application: ApplicationRecord } {
  const user: UserRecord = {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Candidate ${n}`,
    email: `candidate${n}@example.com`,
    access_type: 'candidate',
    phone: null,
    password: null,
    google: false,
    linkedin: false,
    confirmed: true,
    date_joined: '2025-11-01T09:00:00Z',
  };
  const application: ApplicationRecord = {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    job_id: jobId,
    candidate_id: user.id,
    applicant_name: user.name ?? '',
    email: user.email,
    phone: null,
    resume_key: 'seed/resumes/x.pdf',
    resume_file_name: 'cv.pdf',
    cover_letter: null,
    answers: [],
    status: 'submitted',
    applied_at: '2025-11-20T09:00:00Z',
    history: [{ status: 'submitted', at: '2025-11-20T09:00:00Z', by: null }],
    withdrawn_at: null,
    screening: [],
  };
  ctx.store.users.push(user);
  ctx.store.applications.push(application);
  return { user, application };
}

const submit = (user: UserRecord, applicationId: string, body: T.SelfIdentificationSubmit) =>
  call(submitMySelfIdentification, ctx, { path: { applicationId }, body, user });

const report = (user = who.jonas) =>
  call(getJobSelfIdentificationReport, ctx, { path: { employerId, jobId }, user }).body;

const question = (r: T.SelfIdentificationReport, field: string) =>
  r.questions.find((q) => q.field === field);
const countOf = (r: T.SelfIdentificationReport, field: string, answer: string) =>
  question(r, field)?.answers.find((a) => a.answer === answer)?.count;

describe('the company’s forms', () => {
  it('offers none by default; owners and admins choose them, kept in the contract’s order', () => {
    const get = (user: UserRecord) =>
      call(getSelfIdentificationSettings, ctx, { path: { employerId }, user }).body;
    expect(get(who.jonas)).toEqual({ forms: [] });
    expect(offer(['disability', 'eeo'], who.tomas).body).toEqual({ forms: ['eeo', 'disability'] });
    expect(get(who.jonas)).toEqual({ forms: ['eeo', 'disability'] });
    expect(offer([]).body).toEqual({ forms: [] });
  });

  it('refuses members (403 permission_denied) and a form twice (400)', () => {
    expect(problemOf(() => offer(['eeo'], who.priya))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(
      problemOf(() =>
        call(getSelfIdentificationSettings, ctx, { path: { employerId }, user: who.priya }),
      ).status,
    ).toBe(403);
    expect(problemOf(() => offer(['eeo', 'eeo'])).errors).toHaveProperty('forms');
  });
});

describe('the candidate’s answer', () => {
  it('is open when offered, answered once, kept apart from the application record', () => {
    const { user, application } = applicant(1);
    const get = () =>
      call(getMySelfIdentification, ctx, { path: { applicationId: application.id }, user }).body;
    expect(get()).toMatchObject({ state: 'not_offered', forms: [] });
    offer(['eeo', 'veteran']);
    expect(get()).toMatchObject({ state: 'open', forms: ['eeo', 'veteran'], responded_at: null });
    const before = JSON.stringify(application);
    const answer = submit(user, application.id, { race_ethnicity: 'asian', sex: 'female' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ state: 'answered' });
    expect(get().responded_at).toMatch(/^2025-11-21T12:00:00(\.\d+)?Z$/);
    expect(JSON.stringify(application)).toBe(before);
    expect(ctx.store.selfIdentifications.get(application.id)?.answers).toEqual({
      race_ethnicity: 'asian',
      sex: 'female',
    });
    expect(problemOf(() => submit(user, application.id, { declined: true }))).toMatchObject({
      status: 409,
      code: 'self_identification_already_given',
    });
  });

  it('declines with declined: true or an empty body; refuses answers with a decline', () => {
    offer(['eeo']);
    const a = applicant(1);
    const b = applicant(2);
    expect(
      problemOf(() => submit(a.user, a.application.id, { declined: true, sex: 'male' })).errors,
    ).toHaveProperty('sex');
    expect(submit(a.user, a.application.id, { declined: true }).body.state).toBe('declined');
    expect(submit(b.user, b.application.id, {}).body.state).toBe('declined');
  });

  it('refuses an answer to a form the company does not offer, and any answer when it offers none', () => {
    const { user, application } = applicant(1);
    expect(problemOf(() => submit(user, application.id, { sex: 'male' }))).toMatchObject({
      status: 409,
      code: 'self_identification_not_offered',
    });
    offer(['eeo']);
    const refused = problemOf(() =>
      submit(user, application.id, { sex: 'male', veteran_status: 'protected_veteran' }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.errors ?? {})).toEqual(['veteran_status']);
    expect(ctx.store.selfIdentifications.has(application.id)).toBe(false);
  });

  it('answers 404 for another candidate’s application, 403 to an account that is not a candidate’s', () => {
    offer(['eeo']);
    const { application } = applicant(1);
    expect(problemOf(() => submit(who.maya, application.id, { sex: 'male' })).status).toBe(404);
    expect(
      problemOf(() =>
        call(getMySelfIdentification, ctx, {
          path: { applicationId: application.id },
          user: who.maya,
        }),
      ).status,
    ).toBe(404);
    expect(
      problemOf(() =>
        call(getMySelfIdentification, ctx, {
          path: { applicationId: application.id },
          user: who.jonas,
        }),
      ),
    ).toMatchObject({ status: 403, code: 'permission_denied' });
  });
});

describe('no employer view carries the answers', () => {
  it('the list, pipeline, one application, counts, job, CSV export, activity and notes hold none of them', async () => {
    offer(['eeo', 'veteran', 'disability']);
    const { user, application } = applicant(1);
    submit(user, application.id, {
      race_ethnicity: 'american_indian_or_alaska_native',
      sex: 'female',
      veteran_status: 'protected_veteran',
      disability_status: 'has_disability',
    });
    const path = { employerId, jobId };
    const appPath = { ...path, applicationId: application.id };
    call(createApplicationNote, ctx, {
      path: appPath,
      body: { body: 'Strong portfolio.' },
      user: who.priya,
    });
    const seen: unknown[] = [
      call(listEmployerJobApplications, ctx, { path, query: {}, user: who.jonas }).body,
      call(listEmployerJobApplications, ctx, {
        path,
        query: { status: 'submitted', page_size: 100 },
        user: who.jonas,
      }).body,
      call(getEmployerJobApplicationCounts, ctx, { path, query: {}, user: who.jonas }).body,
      call(getEmployerJobApplication, ctx, { path: appPath, user: who.jonas }).body,
      call(getEmployerJob, ctx, { path, user: who.jonas }).body,
      call(listEmployerJobs, ctx, { path: { employerId }, query: {}, user: who.jonas }).body,
      call(listApplicationActivity, ctx, { path: appPath, user: who.jonas }).body,
      call(listApplicationNotes, ctx, { path: appPath, user: who.jonas }).body,
      await textOf(
        call(exportEmployerJobApplications, ctx, { path, query: {}, user: who.jonas }).body,
      ),
    ];
    const text = seen.map((s) => (typeof s === 'string' ? s : JSON.stringify(s))).join('\n');
    // The application is there (the scan reads the right answers)...
    expect(text).toContain(application.id);
    expect(text).toContain('Candidate 1');
    // ...but no answer, no question and no word of the forms.
    const forms = Object.values(selfIdentification.forms);
    const words = [
      'self_identification',
      'self-identification',
      ...forms.flatMap((f) => f.questions.map((q) => q.field)),
      ...forms.flatMap((f) => f.questions.flatMap((q) => q.options.map((o) => o.label))),
      'american_indian_or_alaska_native',
      'protected_veteran',
      'has_disability',
      '"sex"',
    ];
    for (const word of words) expect(text, word).not.toContain(word);
  });
});

describe('the report', () => {
  it('counts answers per question, suppresses 1 to 4 and the totals that would reveal them', () => {
    offer(['eeo', 'veteran']);
    for (let n = 1; n <= 7; n++) {
      const { user, application } = applicant(n);
      submit(user, application.id, {
        race_ethnicity: n <= 5 ? 'white' : 'asian',
        sex: 'male',
        ...(n <= 6 ? { veteran_status: 'not_protected_veteran' } : {}),
      });
    }
    const { user, application } = applicant(8);
    submit(user, application.id, { declined: true });
    const r = report();
    expect(r.respondents).toEqual({ count: 7, suppressed: false });
    expect(countOf(r, 'race_ethnicity', 'white')).toEqual({ count: 5, suppressed: false });
    expect(countOf(r, 'race_ethnicity', 'asian')).toEqual({ count: null, suppressed: true });
    expect(countOf(r, 'race_ethnicity', 'hispanic_or_latino')).toEqual({
      count: 0,
      suppressed: false,
    });
    // 7 answered: shown, 7 - 5 would give the suppressed 2 away.
    expect(question(r, 'race_ethnicity')?.total).toEqual({ count: null, suppressed: true });
    expect(question(r, 'sex')?.total).toEqual({ count: 7, suppressed: false });
    expect(question(r, 'veteran_status')?.total).toEqual({ count: 6, suppressed: false });
    // The disability form is neither offered nor answered.
    expect(question(r, 'disability_status')).toBeUndefined();
    expect(r.questions.map((q) => q.field)).toEqual(['race_ethnicity', 'sex', 'veteran_status']);
  });

  it('suppresses everything under the threshold, and keeps answered forms no longer offered', () => {
    offer(['disability']);
    for (let n = 1; n < selfIdentification.suppression_threshold; n++) {
      const { user, application } = applicant(n);
      submit(user, application.id, { disability_status: 'no_disability' });
    }
    offer([]);
    const r = report();
    expect(r.respondents).toEqual({ count: null, suppressed: true });
    expect(countOf(r, 'disability_status', 'no_disability')).toEqual({
      count: null,
      suppressed: true,
    });
    expect(question(r, 'disability_status')?.total.suppressed).toBe(true);
  });

  it('is for owners only: admins and members get 403; another company’s job 404', () => {
    expect(problemOf(() => report(who.tomas))).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(problemOf(() => report(who.priya)).status).toBe(403);
    const other = ctx.store.jobs.find((j) => j.employer_id !== employerId);
    expect(
      problemOf(() =>
        call(getJobSelfIdentificationReport, ctx, {
          path: { employerId, jobId: other?.id ?? '' },
          user: who.jonas,
        }),
      ).status,
    ).toBe(404);
  });
});
