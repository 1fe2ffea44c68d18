// Pay transparency in the fake (the contract's `x-pay-transparency`): publishing refused without
// the pay (or benefits) a law wants in the ad, pay-history questions refused where banned, and no
// move to interviewing where pay is owed before the interview and the job states none.
import { beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../../generated/types.gen';
import {
  call,
  employerBySlug,
  jobBySlug,
  locationBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from '../test-support';
import {
  createEmployerJob,
  getEmployerJob,
  updateEmployerJob,
  updateEmployerJobStatus,
} from './employer-jobs';
import {
  bulkUpdateEmployerJobApplicationStatus,
  moveEmployerJobApplicationStage,
  updateEmployerJobApplicationStatus,
} from './job-applications';
import { getPublicJob, listPublicJobs } from './jobs';

// The day the table was checked: every law in it is in force (the EU directive since 7 June 2026).
const AS_OF = '2026-11-28T12:00:00Z';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let employerId: string;

beforeEach(() => {
  ctx = makeCtx(AS_OF);
  who = people(ctx.store);
  employerId = employerBySlug(ctx.store, 'northwind-analytics').id;
});

const RANGE: T.Salary = { min: 90000, max: 110000, currency: 'USD', period: 'year' };

const draft = (place: string, overrides: Partial<T.JobInput> = {}) =>
  call(createEmployerJob, ctx, {
    path: { employerId },
    user: who.jonas,
    body: {
      title: 'Staff Data Scientist',
      description: '<p>Forecasts for 900 retailers.</p>',
      employment_type: 'full_time',
      workplace_type: 'remote',
      seniority: 'senior',
      location_ids: [locationBySlug(ctx.store, place).id],
      salary: null,
      valid_through: null,
      skills: [],
      ...overrides,
    },
  }).body;

const publish = (jobId: string) =>
  call(updateEmployerJobStatus, ctx, {
    path: { employerId, jobId },
    body: { status: 'published' },
    user: who.jonas,
  }).body;

const statusOf = (jobId: string) =>
  call(getEmployerJob, ctx, { path: { employerId, jobId }, user: who.jonas }).body.status;

describe('publishing where a law wants pay in the ad', () => {
  it('refuses a Denver job without a salary range, naming Colorado and its law; the job stays a draft', () => {
    const job = draft('denver', { benefits: 'Health, dental and 401(k).' });
    const refused = problemOf(() => publish(job.id));
    expect(refused).toMatchObject({ status: 409, code: 'pay_transparency_required' });
    expect(refused.detail).toBe(
      'For jobs in Colorado, the Colorado Equal Pay for Equal Work Act requires a salary range in the ad. Add the salary range before publishing.',
    );
    expect(statusOf(job.id)).toBe('draft');
  });

  it('refuses a Denver job with a range but no benefits, then publishes it with both', () => {
    const job = draft('denver', { salary: RANGE });
    expect(problemOf(() => publish(job.id)).detail).toContain(
      'requires a general description of benefits in the ad',
    );
    call(updateEmployerJob, ctx, {
      path: { employerId, jobId: job.id },
      user: who.jonas,
      body: {
        ...jobFields(job),
        benefits: 'Health, dental and vision; 401(k) match; 20 days off.',
      },
    });
    expect(publish(job.id).status).toBe('published');
    const page = call(getPublicJob, ctx, { path: { jobSlug: job.slug } }).body;
    expect(page.benefits).toBe('Health, dental and vision; 401(k) match; 20 days off.');
  });

  it('refuses a New York City job without pay, and with an open-ended range (min 0 or no real max)', () => {
    const none = draft('new-york');
    expect(problemOf(() => publish(none.id))).toMatchObject({
      status: 409,
      code: 'pay_transparency_required',
      detail:
        'For jobs in New York City, the New York City pay transparency law requires a salary range in the ad. Add the salary range before publishing.',
    });
    for (const salary of [
      { ...RANGE, min: 0 },
      { ...RANGE, max: 100_000_000 },
    ]) {
      const openEnded = draft('new-york', { salary });
      expect(problemOf(() => publish(openEnded.id))).toMatchObject({
        code: 'pay_transparency_required',
        detail:
          'For jobs in New York City, the New York City pay transparency law requires a good-faith minimum and maximum, not an open-ended range. Enter a minimum above 0 and a real maximum.',
      });
    }
    expect(publish(draft('new-york', { salary: RANGE }).id).status).toBe('published');
  });

  it('publishes a Berlin job without pay (the EU wants pay before the interview, not in the ad)', () => {
    expect(publish(draft('berlin').id).status).toBe('published');
  });

  it('applies to the move only: a published NYC job without pay stays published until it moves', () => {
    const job = draft('new-york', { salary: RANGE });
    publish(job.id);
    ctx.store.jobs.find((j) => j.id === job.id)!.salary = null;
    const set = (status: T.JobStatus) =>
      call(updateEmployerJobStatus, ctx, {
        path: { employerId, jobId: job.id },
        body: { status },
        user: who.jonas,
      }).body.status;
    expect(set('published')).toBe('published');
    expect(set('closed')).toBe('closed');
    expect(problemOf(() => set('published')).code).toBe('pay_transparency_required');
    expect(statusOf(job.id)).toBe('closed');
  });

  it('applies a law only from its effective day', () => {
    ctx.setNow('2020-06-01T12:00:00Z');
    expect(publish(draft('denver').id).status).toBe('published');
  });
});

/** A job's fields as a JobInput (what the edit form sends back). */
const jobFields = (job: T.EmployerJobDetail): T.JobInput => ({
  title: job.title,
  description: job.description,
  employment_type: job.employment_type,
  workplace_type: job.workplace_type,
  seniority: job.seniority,
  location_ids: job.locations.map((l) => l.id),
  salary: job.salary,
  valid_through: job.valid_through,
  skills: job.skills,
});

describe('pay-history questions', () => {
  const question = (prompt: string): T.ScreeningQuestionInput => ({
    kind: 'short_text',
    prompt,
    required: true,
  });

  it('are refused on save for a Berlin job, on the question’s prompt, with the reason', () => {
    const refused = problemOf(() =>
      draft('berlin', {
        questions: [question('Why this role?'), question('What is your current salary?')],
      }),
    );
    expect(refused).toMatchObject({ status: 400, code: 'validation_error' });
    expect(refused.errors).toEqual({
      questions: {
        1: {
          prompt: [
            "For jobs in the European Union, the EU Pay Transparency Directive bans questions about a candidate's current or past pay. Ask about pay expectations instead.",
          ],
        },
      },
    });
  });

  it('allow a pay expectation question', () => {
    const job = draft('berlin', {
      salary: { ...RANGE, currency: 'EUR' },
      questions: [question('What are your salary expectations?')],
    });
    expect(publish(job.id).status).toBe('published');
  });

  it('are refused on publish for a job that already asks one (saved before the law, or elsewhere)', () => {
    const job = draft('london', { questions: [question('What do you earn now?')] });
    // London is under none of the laws, so it saved; moved to Berlin in the store, publishing refuses.
    ctx.store.jobs.find((j) => j.id === job.id)!.location_ids = [
      locationBySlug(ctx.store, 'berlin').id,
    ];
    expect(problemOf(() => publish(job.id))).toMatchObject({
      status: 409,
      code: 'pay_history_question',
    });
    expect(statusOf(job.id)).toBe('draft');
  });

  it('are allowed where no law bans them (London)', () => {
    expect(
      draft('london', { questions: [question('What is your current salary?')] }).questions,
    ).toHaveLength(1);
  });
});

describe('pay before the interview (EU)', () => {
  // The seeded Berlin/Munich job that states no pay, with one submitted application.
  const jobId = () => jobBySlug(ctx.store, 'engineering-manager-platform-northwind').id;
  const application = () => ctx.store.applications.find((a) => a.job_id === jobId())!;
  const move = (status: T.ApplicationStatus) =>
    call(updateEmployerJobApplicationStatus, ctx, {
      path: { employerId, jobId: jobId(), applicationId: application().id },
      body: { status },
      user: who.jonas,
    }).body;
  const EU_DETAIL =
    'For jobs in the European Union, the EU Pay Transparency Directive requires the pay to be given to candidates before the interview. Add the salary range to the job before moving anyone to Interviewing.';

  it('keeps a Berlin application out of interviewing until the job states pay', () => {
    expect(move('in_review').status).toBe('in_review');
    expect(problemOf(() => move('interviewing'))).toMatchObject({
      status: 409,
      code: 'pay_before_interview_required',
      detail: EU_DETAIL,
    });
    expect(application().status).toBe('in_review');
    expect(application().history.at(-1)?.status).toBe('in_review');
    ctx.store.jobs.find((j) => j.id === jobId())!.salary = { ...RANGE, currency: 'EUR' };
    expect(move('interviewing').status).toBe('interviewing');
  });

  it('refuses it in a bulk move (per item) and a whole-stage move (nothing moves)', () => {
    move('in_review');
    const bulk = call(bulkUpdateEmployerJobApplicationStatus, ctx, {
      path: { employerId, jobId: jobId() },
      body: { application_ids: [application().id], status: 'interviewing' },
      user: who.jonas,
    }).body.results;
    expect(bulk).toEqual([
      {
        application_id: application().id,
        ok: false,
        code: 'pay_before_interview_required',
        detail: EU_DETAIL,
      },
    ]);
    expect(
      problemOf(() =>
        call(moveEmployerJobApplicationStage, ctx, {
          path: { employerId, jobId: jobId() },
          body: { from_status: 'in_review', status: 'interviewing' },
          user: who.jonas,
        }),
      ),
    ).toMatchObject({ status: 409, code: 'pay_before_interview_required', detail: EU_DETAIL });
    expect(application().status).toBe('in_review');
  });
});

describe('include jobs without stated pay (listPublicJobs)', () => {
  const slugs = (query: T.ListPublicJobsData['query']) =>
    call(listPublicJobs, ctx, { query: { page_size: 100, ...query } }).body.results.map(
      (j) => j.slug,
    );

  it('adds the jobs that state no salary to a salary filter, and only then', () => {
    ctx = makeCtx(); // the seed's own moment, when every seeded job is open
    const unstated = 'engineering-manager-platform-northwind';
    expect(slugs({ salary_min: 50000 })).not.toContain(unstated);
    const withUnstated = slugs({ salary_min: 50000, include_unstated_pay: true });
    expect(withUnstated).toContain(unstated);
    expect(withUnstated.filter((s) => s !== unstated)).toEqual(slugs({ salary_min: 50000 }));
  });
});
