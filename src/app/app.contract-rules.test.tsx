// The rules both the app and the server apply are the contract's, read from generated/rules.gen.ts
// on both sides: for each one, the app (its form schema, guard or screen) and the local backend
// (mock/fake) take the contract's value and refuse one past it, in the same words where both speak.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  jobStatusOpenUntil,
  operationLimits,
  questionAnswerInputMessages as ANSWER_WORDS,
  screeningQuestionInputMessages as QUESTION_WORDS,
  screeningQuestionKindRules as KIND_RULES,
  singleLineText,
} from '@generated/rules.gen';
import type {
  JobStatus,
  Profile,
  PublicScreeningQuestion,
  Resume,
  ScreeningQuestion,
} from '@generated/types.gen';
import { zJobInput } from '@generated/zod.gen';
import { applyNames, applySchemaFor, type ApplyValues } from '@/features/applications/apply-schema';
import { ResumeList } from '@/features/candidate-profile/resume-list';
import { jobStatusBlock } from '@/features/employer-jobs/job-actions';
import {
  EMPTY_JOB,
  formValuesToJobInput,
  jobFormNames,
  jobFormSchema,
  newQuestion,
  type JobFormValues,
  type QuestionFormValues,
} from '@/features/job-editor/job-form-schema';
import { fill as appFill, say } from '@/lib/validation';
import { renderWithProviders } from '@/test/render';
import { fill as fakeFill } from '../../mock/fake/contract-rules';
import { addProfileResume } from '../../mock/fake/handlers/candidate-profile';
import { updateEmployerJobStatus } from '../../mock/fake/handlers/employer-jobs';
import { createJobAlert } from '../../mock/fake/handlers/job-alerts';
import { answerQuestions, checkQuestions } from '../../mock/fake/screening';
import { checkSingleLineText, singleLineMessage } from '../../mock/fake/single-line';
import {
  call,
  employerBySlug,
  makeCtx,
  people,
  problemOf,
  upload,
} from '../../mock/fake/test-support';

const QUESTION_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** A question of a kind as a job holds it (the fake's record, the public view the apply form gets). */
function question(kind: ScreeningQuestion['kind'], more: Partial<ScreeningQuestion> = {}) {
  const full: ScreeningQuestion = {
    id: QUESTION_ID,
    version: 1,
    kind,
    prompt: 'A question',
    required: true,
    options: [],
    knockout_answers: [],
    min: null,
    max: null,
    ...more,
  };
  const { knockout_answers: _hidden, ...shown } = full;
  return { full, shown: shown as PublicScreeningQuestion };
}

/** The apply form's message for one typed answer (none when it passes). */
async function appAnswerMessage(q: PublicScreeningQuestion, typed: string) {
  const values: ApplyValues = {
    name: 'Maya Okafor',
    email: 'maya.okafor@example.com',
    phone: '',
    cover_letter: '',
    resume_choice: 'a-resume',
    resume_file: null,
    question_answers: { [q.id]: typed },
  };
  const result = await z.safeParseAsync(applySchemaFor([q]), values, applyNames);
  return result.error?.issues.find((i) => i.path.join('.') === `question_answers.${q.id}`)?.message;
}

/** The fake's message for one answer value (none when it is kept). */
function fakeAnswerMessage(q: ScreeningQuestion, value: string | number | boolean | undefined) {
  const result = answerQuestions([q], value === undefined ? [] : [{ question_id: q.id, value }]);
  return 'errors' in result ? result.errors[q.id]?.[0] : undefined;
}

/** The job form's first message at `path` for these questions (none when they pass). */
function appQuestionMessage(questions: QuestionFormValues[], path: string) {
  const values: JobFormValues = { ...EMPTY_JOB, title: 'Data Engineer', questions };
  const result = z.safeParse(jobFormSchema, values, jobFormNames);
  return result.error?.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('the resume limit (addProfileResume’s x-limit)', () => {
  const { max, code, detail } = operationLimits.addProfileResume;

  it('the fake keeps max resumes and refuses one more with its code and detail', () => {
    const ctx = makeCtx();
    const { maya } = people(ctx.store);
    ctx.store.resumes = ctx.store.resumes.filter((r) => r.user_id !== maya.id);
    const add = (file_name: string) =>
      call(addProfileResume, ctx, {
        body: { key: upload(ctx, maya, { filename: file_name }), file_name },
        user: maya,
      });
    for (let i = 0; i < max; i++) expect(add(`cv-${i}.pdf`).status).toBe(201);
    expect(problemOf(() => add('one-more.pdf'))).toMatchObject({ status: 409, code, detail });
  });

  it('the app offers an upload below max and, at max, says the same detail instead', () => {
    const resume = (i: number): Resume => ({
      id: `2f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a${String(i).padStart(2, '0')}`,
      file_name: `cv-${i}.pdf`,
      url: 'https://example.com/cv.pdf',
      uploaded_at: '2025-11-02T19:24:51Z',
      size_bytes: 1000,
    });
    const profileOf = (n: number) =>
      ({ resumes: Array.from({ length: n }, (_, i) => resume(i)) }) as unknown as Profile;
    const { unmount } = renderWithProviders(<ResumeList profile={profileOf(max - 1)} />);
    expect(screen.getByRole('button', { name: 'Upload resume' })).toBeEnabled();
    expect(screen.queryByText(detail)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ResumeList profile={profileOf(max)} />);
    expect(screen.getByRole('button', { name: 'Upload resume' })).toBeDisabled();
    expect(screen.getByText(detail)).toBeInTheDocument();
  });
});

describe('the job alert limit (createJobAlert’s x-limit)', () => {
  it('the fake keeps max alerts and refuses one more with its code and detail', () => {
    const { max, code, detail } = operationLimits.createJobAlert;
    const ctx = makeCtx();
    const { maya } = people(ctx.store);
    ctx.store.jobAlerts = ctx.store.jobAlerts.filter((a) => a.user_id !== maya.id);
    const create = (i: number) =>
      call(createJobAlert, ctx, {
        body: { name: `Alert ${i}`, frequency: 'daily', search: { salary_min: i } },
        user: maya,
      });
    for (let i = 0; i < max; i++) expect(create(i).status).toBe(201);
    expect(problemOf(() => create(max))).toMatchObject({ status: 409, code, detail });
  });
});

describe('screening questions: option counts (x-kind-rules)', () => {
  const { min, max } = KIND_RULES.single_choice.options;
  const choice = (n: number): QuestionFormValues => ({
    ...newQuestion('single_choice'),
    prompt: 'Pick one',
    options: Array.from({ length: n }, (_, i) => ({ id: `o${i}`, label: `Option ${i}` })),
  });
  const tooFew = appFill(QUESTION_WORDS.tooFewOptions, { min });

  it('a new choice question starts with the least number of options', () => {
    expect(newQuestion('single_choice').options).toHaveLength(min);
  });

  it('both refuse min - 1 options, in the same words, and take min', () => {
    expect(appQuestionMessage([choice(min - 1)], 'questions.0.options')).toBe(tooFew);
    const body = (n: number) => formValuesToJobInput({ ...EMPTY_JOB, questions: [choice(n)] });
    expect(checkQuestions(body(min - 1).questions!, [])).toEqual({
      '0': { options: [tooFew] },
    });
    expect(appQuestionMessage([choice(min)], 'questions.0.options')).toBeUndefined();
    expect(checkQuestions(body(min).questions!, [])).toEqual({});
  });

  it('the contract schema (Prism in front of the fake, zod in the form) refuses max + 1', () => {
    const questions = (n: number) =>
      formValuesToJobInput({ ...EMPTY_JOB, questions: [choice(n)] }).questions;
    expect(zJobInput.shape.questions.safeParse(questions(max)).success).toBe(true);
    expect(zJobInput.shape.questions.safeParse(questions(max + 1)).success).toBe(false);
    expect(appQuestionMessage([choice(max + 1)], 'questions.0.options')).toBe(
      say.fewer(max, 'options'),
    );
  });

  it('only the kinds with options keep them', () => {
    for (const kind of Object.keys(KIND_RULES) as (keyof typeof KIND_RULES)[]) {
      const sent = formValuesToJobInput({
        ...EMPTY_JOB,
        questions: [{ ...choice(min), kind }],
      }).questions![0]!;
      const hasOptions = 'options' in KIND_RULES[kind];
      expect(sent.options !== undefined).toBe(hasOptions);
      const refused = checkQuestions([{ ...sent, options: choice(min).options }], [])['0'];
      expect(refused?.options === undefined).toBe(hasOptions);
    }
  });
});

describe('screening questions: a blank prompt or option (x-messages)', () => {
  it('both refuse them in the same words', () => {
    const q: QuestionFormValues = {
      ...newQuestion('single_choice'),
      prompt: '   ',
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: '  ' },
      ],
    };
    expect(appQuestionMessage([q], 'questions.0.prompt')).toBe(QUESTION_WORDS.blankPrompt);
    expect(appQuestionMessage([q], 'questions.0.options.1.label')).toBe(
      QUESTION_WORDS.blankOptionLabel,
    );
    const [sent] = formValuesToJobInput({ ...EMPTY_JOB, questions: [q] }).questions!;
    expect(checkQuestions([{ ...sent!, options: q.options }], [])).toEqual({
      '0': { prompt: [QUESTION_WORDS.blankPrompt], options: [QUESTION_WORDS.blankOptionLabel] },
    });
  });
});

describe('screening questions: knockout answers (x-kind-rules)', () => {
  const yesNo = KIND_RULES.yes_no.knockout;

  it('a yes/no question: the app sends only the contract’s values, the fake refuses any other', () => {
    const q: QuestionFormValues = {
      ...newQuestion('yes_no'),
      prompt: 'Fine?',
      knockout_answers: [...yesNo, 'maybe'],
    };
    const sent = formValuesToJobInput({ ...EMPTY_JOB, questions: [q] }).questions![0]!;
    expect(sent.knockout_answers).toEqual([...yesNo]);
    expect(checkQuestions([sent], [])).toEqual({});
    expect(checkQuestions([{ ...sent, knockout_answers: ['maybe'] }], [])['0']).toHaveProperty(
      'knockout_answers',
    );
  });

  it('a choice question: only its own option ids; a kind without knockout answers: none', () => {
    const q: QuestionFormValues = {
      ...newQuestion('single_choice'),
      prompt: 'Pick one',
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
      knockout_answers: ['b', 'gone'],
    };
    const [sent] = formValuesToJobInput({ ...EMPTY_JOB, questions: [q] }).questions!;
    expect(sent!.knockout_answers).toEqual(['b']);
    expect(checkQuestions([sent!], [])).toEqual({});
    expect(checkQuestions([{ ...sent!, knockout_answers: ['gone'] }], [])['0']).toHaveProperty(
      'knockout_answers',
    );
    const text = formValuesToJobInput({
      ...EMPTY_JOB,
      questions: [{ ...newQuestion('short_text'), prompt: 'Why?', knockout_answers: ['yes'] }],
    }).questions![0]!;
    expect(text.knockout_answers).toBeUndefined();
    expect(checkQuestions([{ ...text, knockout_answers: ['yes'] }], [])['0']).toHaveProperty(
      'knockout_answers',
    );
  });

  it('a number question: both refuse a largest answer below the smallest, in the same words', () => {
    const q: QuestionFormValues = { ...newQuestion('number'), prompt: 'How many?', min: 5, max: 1 };
    expect(appQuestionMessage([q], 'questions.0.max')).toBe(QUESTION_WORDS.maxBelowMin);
    const [sent] = formValuesToJobInput({ ...EMPTY_JOB, questions: [q] }).questions!;
    expect(checkQuestions([sent!], [])).toEqual({ '0': { max: [QUESTION_WORDS.maxBelowMin] } });
  });
});

describe('screening answers (x-kind-rules answer lengths, x-messages)', () => {
  it.each(['short_text', 'long_text'] as const)(
    'a %s answer: both take the limit and refuse one more character, in the same words',
    async (kind) => {
      const max = KIND_RULES[kind].answerMaxLength;
      const { full, shown } = question(kind);
      const tooLong = appFill(ANSWER_WORDS.tooLong, { max });
      expect(await appAnswerMessage(shown, 'x'.repeat(max))).toBeUndefined();
      expect(fakeAnswerMessage(full, 'x'.repeat(max))).toBeUndefined();
      expect(await appAnswerMessage(shown, 'x'.repeat(max + 1))).toBe(tooLong);
      expect(fakeAnswerMessage(full, 'x'.repeat(max + 1))).toBe(tooLong);
    },
  );

  it('a number out of its question’s bounds, and an unanswered required question, in the same words', async () => {
    const { full, shown } = question('number', { min: 1000, max: 5000 });
    expect(await appAnswerMessage(shown, '999')).toBe(fakeAnswerMessage(full, 999));
    expect(fakeAnswerMessage(full, 999)).toBe(appFill(ANSWER_WORDS.below, { min: 1000 }));
    expect(await appAnswerMessage(shown, '5001')).toBe(fakeAnswerMessage(full, 5001));
    expect(fakeAnswerMessage(full, 5001)).toBe('Enter a number up to 5,000');
    for (const kind of Object.keys(KIND_RULES) as (keyof typeof KIND_RULES)[]) {
      const { full: f, shown: s } = question(kind, {
        options: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
      });
      expect(await appAnswerMessage(s, '')).toBe(ANSWER_WORDS.unanswered[kind]);
      expect(fakeAnswerMessage(f, undefined)).toBe(ANSWER_WORDS.unanswered[kind]);
    }
  });
});

describe('publishing before the closing date (JobStatus’s x-open-until)', () => {
  const field = jobStatusOpenUntil.published;

  it.each([
    ['published', '2020-01-01T00:00:00Z', true],
    ['published', '2999-01-01T00:00:00Z', false],
    ['published', null, false],
    ['closed', '2020-01-01T00:00:00Z', false],
  ] as const)('moving to %s with %s: both refuse it (%s) or both allow it', (to, date, refused) => {
    const ctx = makeCtx();
    const { jonas } = people(ctx.store);
    const employer = employerBySlug(ctx.store, 'northwind-analytics');
    const job = ctx.store.jobs.find((j) => j.employer_id === employer.id && j.status === 'draft')!;
    job[field] = date;
    const app = jobStatusBlock(
      { id: job.id, title: job.title, status: job.status, [field]: date },
      to as JobStatus,
      ctx.now(),
    );
    const fake = () =>
      call(updateEmployerJobStatus, ctx, {
        path: { employerId: employer.id, jobId: job.id },
        body: { status: to },
        user: jonas,
      });
    if (refused) {
      expect(app).not.toBeNull();
      expect(problemOf(fake)).toMatchObject({ status: 400, errors: { status: expect.any(Array) } });
    } else {
      expect(app).toBeNull();
      expect(fake().status).toBe(200);
    }
  });
});

describe('single-line text (x-single-line)', () => {
  const broken = 'Data\nEngineer\u202E';

  it('the app’s schema and the fake refuse a name with a line break or a bidi override, in the contract’s words', () => {
    const appMessage = z
      .safeParse(
        jobFormSchema,
        { ...EMPTY_JOB, title: broken, description: '<p>x</p>' },
        jobFormNames,
      )
      .error?.issues.find((i) => i.path.join('.') === 'title')?.message;
    expect(appMessage).toBe(appFill(singleLineText.message, { what: 'the job title' }));
    expect(
      problemOf(() => checkSingleLineText('updateCurrentUser', { name: broken })),
    ).toMatchObject({
      status: 400,
      errors: { name: [fakeFill(singleLineText.message, { what: 'the name' })] },
    });
    expect(singleLineMessage('file_name')).toBe(
      appFill(singleLineText.message, { what: 'the file name' }),
    );
  });

  it('and take the same name without them', () => {
    expect(() => checkSingleLineText('updateCurrentUser', { name: 'Data Engineer' })).not.toThrow();
    expect(zJobInput.shape.title.safeParse('Data Engineer').success).toBe(true);
  });
});

describe('the two fill-ins of the contract’s words', () => {
  it('write a message the same way: names, and numbers as "1,000"', () => {
    const template = 'Use {max} characters or fewer for {what}, not {other}';
    const values = { max: 12000, what: 'the answer' };
    expect(fakeFill(template, values)).toBe(appFill(template, values));
    expect(appFill(template, values)).toBe(
      'Use 12,000 characters or fewer for the answer, not {other}',
    );
  });
});
