// Screening questions (issue 26, item 1): saved with a job (versioned), asked on the public job
// without their knockout answers, answered on applying (checked, errors by question id), kept on
// the application as asked, flagged when a knockout answer was given.
import { beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../generated/types.gen';
import { submitApplication } from './handlers/applications';
import { createEmployerJob, getEmployerJob, updateEmployerJob } from './handlers/employer-jobs';
import { getEmployerJobApplication } from './handlers/job-applications';
import { getPublicJob } from './handlers/jobs';
import {
  call,
  employerBySlug,
  jobBySlug,
  makeCtx,
  people,
  problemOf,
  type TestCtx,
} from './test-support';

let ctx: TestCtx;
let who: ReturnType<typeof people>;
let employerId: string;

const PLATFORM = 'engineering-manager-platform-northwind';

/** The job's fields as the edit form sends them (no questions: each test adds its own). */
const jobToInput = (j: T.EmployerJobDetail): T.JobInput => ({
  title: j.title,
  description: j.description,
  employment_type: j.employment_type,
  workplace_type: j.workplace_type,
  seniority: j.seniority,
  location_ids: j.locations.map((l) => l.id),
  salary: j.salary,
  valid_through: null,
  skills: j.skills,
});

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
  employerId = employerBySlug(ctx.store, 'northwind-analytics').id;
});

const detail = (jobId: string) =>
  call(getEmployerJob, ctx, { path: { employerId, jobId }, user: who.jonas }).body;
const update = (jobId: string, questions: T.ScreeningQuestionInput[] | undefined) =>
  call(updateEmployerJob, ctx, {
    path: { employerId, jobId },
    body: { ...jobToInput(detail(jobId)), ...(questions ? { questions } : {}) },
    user: who.jonas,
  }).body;
const mayaResume = () => ctx.store.resumes.find((r) => r.user_id === who.maya.id)!.id;
const apply = (jobId: string, question_answers: T.QuestionAnswerInput[], user = who.maya) =>
  call(submitApplication, ctx, {
    body: {
      job_id: jobId,
      name: user.name ?? '',
      email: user.email,
      resume_id: mayaResume(),
      question_answers,
    },
    user,
  }).body;

describe('the seeded job with questions', () => {
  it('shows its questions to candidates without the knockout answers, and to the employer with them', () => {
    const job = jobBySlug(ctx.store, PLATFORM);
    const publicJob = call(getPublicJob, ctx, { path: { jobSlug: PLATFORM }, user: null }).body;
    expect(publicJob.questions.map((q) => q.prompt)).toEqual([
      'Are you allowed to work in Germany?',
      'How many engineers have you led?',
      'Notice period in weeks',
    ]);
    expect(publicJob.questions.some((q) => 'knockout_answers' in q)).toBe(false);
    expect(detail(job.id).questions.map((q) => q.knockout_answers)).toEqual([['no'], ['none'], []]);
    // Its seeded application is flagged, with the answers as asked.
    const [lukas] = detail(job.id).applications;
    expect(lukas?.knocked_out).toBe(true);
    expect(lukas?.screening.map((s) => [s.answer, s.knocked_out])).toEqual([
      ['No', true],
      ['1 to 5', false],
    ]);
  });
});

describe('answering', () => {
  const ids = () => jobBySlug(ctx.store, PLATFORM).questions.map((q) => q.id);

  it('refuses a missing required answer, a wrong type, an option not offered, a number out of range and an unknown question, by question id', () => {
    const [work, led, notice] = ids();
    const unknown = '0b7e1c52-3f0a-4d7e-9a55-2c6f1b8e4d31';
    const problem = problemOf(() =>
      apply(jobBySlug(ctx.store, PLATFORM).id, [
        { question_id: led!, value: 'twenty' },
        { question_id: notice!, value: 40 },
        { question_id: unknown, value: true },
      ]),
    );
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual({
      question_answers: {
        [work!]: ['Answer this question.'],
        [led!]: ['Choose one of the options.'],
        [notice!]: ['Enter a number no greater than 26.'],
        [unknown]: ['This job does not ask this question.'],
      },
    });
    const wrongType = problemOf(() =>
      apply(jobBySlug(ctx.store, PLATFORM).id, [
        { question_id: work!, value: 'yes' },
        { question_id: led!, value: 'up-to-5' },
      ]),
    );
    expect(wrongType.errors).toEqual({ question_answers: { [work!]: ['Answer yes or no.'] } });
    // Nothing was kept.
    expect(
      ctx.store.applications.some(
        (a) => a.candidate_id === who.maya.id && a.job_id === jobBySlug(ctx.store, PLATFORM).id,
      ),
    ).toBe(false);
  });

  it('keeps the answers as asked and flags a knockout answer; the candidate’s receipt says nothing of it', () => {
    const job = jobBySlug(ctx.store, PLATFORM);
    const [work, led, notice] = ids();
    const receipt = apply(job.id, [
      { question_id: work!, value: false },
      { question_id: led!, value: 'more-than-5' },
      { question_id: notice!, value: 8 },
    ]);
    expect(Object.keys(receipt).sort()).toEqual([
      'application_id',
      'applied_at',
      'job_id',
      'status',
    ]);
    const kept = call(getEmployerJobApplication, ctx, {
      path: { employerId, jobId: job.id, applicationId: receipt.application_id },
      user: who.jonas,
    }).body;
    expect(kept.knocked_out).toBe(true);
    expect(kept.screening.map((s) => [s.prompt, s.answer, s.knocked_out])).toEqual([
      ['Are you allowed to work in Germany?', 'No', true],
      ['How many engineers have you led?', 'More than 5', false],
      ['Notice period in weeks', '8', false],
    ]);
    // Old clients read `answers`.
    expect(kept.answers).toEqual([
      { question: 'Are you allowed to work in Germany?', answer: 'No' },
      { question: 'How many engineers have you led?', answer: 'More than 5' },
      { question: 'Notice period in weeks', answer: '8' },
    ]);
  });

  it('refuses text over the short answer limit', () => {
    const job = update(jobBySlug(ctx.store, PLATFORM).id, [
      { kind: 'short_text', prompt: 'Your GitHub handle', required: true },
    ]);
    const [q] = job.questions;
    const problem = problemOf(() =>
      apply(job.id, [{ question_id: q!.id, value: 'x'.repeat(201) }]),
    );
    expect(problem.errors).toEqual({
      question_answers: { [q!.id]: ['Use 200 characters or fewer.'] },
    });
    expect(apply(job.id, [{ question_id: q!.id, value: 'x'.repeat(200) }]).status).toBe(
      'submitted',
    );
  });
});

describe('saving questions', () => {
  it('bumps the version of an edited question only, and earlier answers keep theirs', () => {
    const job = jobBySlug(ctx.store, PLATFORM);
    const before = detail(job.id).questions;
    const [work, led, notice] = before;
    const receipt = apply(job.id, [
      { question_id: work!.id, value: true },
      { question_id: led!.id, value: 'up-to-5' },
    ]);

    const saved = update(job.id, [
      { ...work!, prompt: 'Can you work in Germany without a visa?' },
      // Same prompt, a new knockout answer: not a new version.
      { ...led!, knockout_answers: ['none', 'up-to-5'] },
      // The number question dropped.
    ]);
    expect(saved.questions.map((q) => [q.id, q.version])).toEqual([
      [work!.id, 2],
      [led!.id, 1],
    ]);
    expect(saved.questions.some((q) => q.id === notice!.id)).toBe(false);

    const kept = call(getEmployerJobApplication, ctx, {
      path: { employerId, jobId: job.id, applicationId: receipt.application_id },
      user: who.jonas,
    }).body;
    expect(kept.screening.map((s) => [s.prompt, s.version, s.knocked_out])).toEqual([
      ['Are you allowed to work in Germany?', 1, false],
      ['How many engineers have you led?', 1, false],
    ]);
    expect(kept.knocked_out).toBe(false);
  });

  it('keeps the questions when an edit does not send them, and removes them for an empty list', () => {
    const job = jobBySlug(ctx.store, PLATFORM);
    expect(update(job.id, undefined).questions).toHaveLength(3);
    expect(update(job.id, []).questions).toEqual([]);
  });

  it('starts new questions at version 1 and refuses what a kind cannot carry, by index', () => {
    const body = jobToInput(detail(jobBySlug(ctx.store, PLATFORM).id));
    const created = call(createEmployerJob, ctx, {
      path: { employerId },
      body: {
        ...body,
        questions: [
          { kind: 'yes_no', prompt: 'Do you hold a driving licence?', required: true },
          { kind: 'number', prompt: 'Years of Go', required: false, min: 0, max: 40 },
        ],
      },
      user: who.jonas,
    }).body;
    expect(created.questions.map((q) => [q.prompt, q.version, q.min, q.max])).toEqual([
      ['Do you hold a driving licence?', 1, null, null],
      ['Years of Go', 1, 0, 40],
    ]);

    const problem = problemOf(() =>
      call(createEmployerJob, ctx, {
        path: { employerId },
        body: {
          ...body,
          questions: [
            { kind: 'yes_no', prompt: 'Fine?', required: true, knockout_answers: ['maybe'] },
            {
              kind: 'single_choice',
              prompt: 'Pick one',
              required: true,
              options: [{ id: 'a', label: 'A' }],
              knockout_answers: ['b'],
            },
            { kind: 'short_text', prompt: 'Why?', required: false, min: 1 },
            {
              kind: 'number',
              prompt: 'How many?',
              required: false,
              min: 5,
              max: 1,
              id: '0b7e1c52-3f0a-4d7e-9a55-2c6f1b8e4d31',
            },
          ],
        },
        user: who.jonas,
      }),
    );
    expect(problem.errors).toEqual({
      questions: {
        '0': { knockout_answers: ['A knockout answer of a yes/no question is yes or no.'] },
        '1': {
          options: ['Give at least 2 options.'],
          knockout_answers: ['A knockout answer must be one of the options.'],
        },
        '2': { min: ['Only a number question has a minimum and maximum.'] },
        '3': {
          id: ['This job has no question with this id.'],
          max: ['The maximum must be no lower than the minimum.'],
        },
      },
    });
  });
});
