import * as z from 'zod/mini';
import type {
  EmployerJobDetail,
  JobInput,
  ScreeningQuestionInput,
  ScreeningQuestionKind,
} from '@generated/types.gen';
import {
  screeningQuestionInputMessages as QUESTION_WORDS,
  screeningQuestionKindRules,
} from '@generated/rules.gen';
import { zJobInput } from '@generated/zod.gen';
import { richTextToPlain, sanitizeRichText } from '@/lib/rich-text';
import { bodyRule, fieldNames, fill, lengthLimits } from '@/lib/validation';

/** A screening question as the form holds it: every part of every kind, so switching kind loses nothing. */
export interface QuestionFormValues {
  /** The saved question's id; absent for a new one. */
  id?: string;
  kind: ScreeningQuestionKind;
  prompt: string;
  required: boolean;
  options: { id: string; label: string }[];
  knockout_answers: string[];
  min: number | null;
  max: number | null;
}

/** What the job form holds: the body's own shape, as typed (untrimmed title, the editor's HTML). */
export type JobFormValues = Omit<JobInput, 'questions'> & { questions: QuestionFormValues[] };

/** The contract's limit on a job's questions (JobInput.questions maxItems). */
export const MAX_QUESTIONS = lengthLimits(zJobInput.shape.questions.def.innerType).max ?? 10;

/** What each kind of question carries: the contract's `x-kind-rules` of ScreeningQuestionKind. */
export const KIND_RULES: Readonly<
  Record<
    ScreeningQuestionKind,
    {
      options?: { min: number; max: number };
      knockout?: readonly string[] | 'options';
      range?: boolean;
      answerMaxLength?: number;
    }
  >
> = screeningQuestionKindRules;

/** The answers that may disqualify on a question of this kind (its option ids, the listed values, or none). */
function knockoutChoices(q: Pick<QuestionFormValues, 'kind' | 'options'>): string[] {
  const { knockout } = KIND_RULES[q.kind];
  if (knockout === 'options') return q.options.map((o) => o.id);
  return [...(knockout ?? [])];
}

/** A question as sent: only what its kind carries (a knockout answer that is no longer offered goes). */
function questionToInput(q: QuestionFormValues): ScreeningQuestionInput {
  const rules = KIND_RULES[q.kind];
  const input: ScreeningQuestionInput = {
    ...(q.id ? { id: q.id } : {}),
    kind: q.kind,
    prompt: q.prompt.trim(),
    required: q.required,
  };
  if (rules.options) input.options = q.options.map((o) => ({ id: o.id, label: o.label.trim() }));
  if (rules.knockout) {
    const choices = knockoutChoices(q);
    input.knockout_answers = q.knockout_answers.filter((k) => choices.includes(k));
  }
  if (rules.range) {
    input.min = q.min;
    input.max = q.max;
  }
  return input;
}

/** A new question of a kind: required, no prompt yet (a choice question starts with its least number of empty options). */
export function newQuestion(kind: ScreeningQuestionKind): QuestionFormValues {
  return {
    kind,
    prompt: '',
    required: true,
    options: Array.from({ length: KIND_RULES[kind].options?.min ?? 0 }, newOption),
    knockout_answers: [],
    min: null,
    max: null,
  };
}

/** An option with an id of its own (what answers and knockout answers name). */
export const newOption = () => ({ id: crypto.randomUUID(), label: '' });

/** What is sent: the contract's JobInput, title trimmed, description sanitised ('' when empty); never a status. */
export function formValuesToJobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    description: richTextToPlain(values.description) ? sanitizeRichText(values.description) : '',
    employment_type: values.employment_type,
    workplace_type: values.workplace_type,
    seniority: values.seniority,
    location_ids: values.location_ids,
    salary: values.salary
      ? {
          min: values.salary.min,
          max: values.salary.max,
          currency: values.salary.currency,
          period: values.salary.period,
        }
      : null,
    benefits: values.benefits?.trim() || null,
    valid_through: values.valid_through,
    skills: values.skills,
    // No questions: none sent (an edit that removes them all sends [] itself: `withRemovedQuestions`).
    ...(values.questions.length > 0 ? { questions: values.questions.map(questionToInput) } : {}),
  };
}

/** An edit that removed every question the job had says so: `questions: []` (omitted, they would stay). */
export function withRemovedQuestions(body: JobInput, job?: EmployerJobDetail): JobInput {
  return body.questions === undefined && job && job.questions.length > 0
    ? { ...body, questions: [] }
    : body;
}

/** Refused under "Applications close on": a day already over. */
const CLOSING_DATE_PAST = 'Choose a closing date of today or later';

/**
 * The form's rules: the generated zJobInput as it is (its limits are the contract's), checked on
 * the body the form would send, plus the rules the contract cannot say (max ≥ min; a closing
 * date not already over, unless it is the one the job has saved: an edit of a job whose date has
 * passed is not refused for a date it did not change). The words come from lib/validation's error
 * map; the form only names its fields (`jobFormNames`).
 */
export const jobFormSchemaFor = (savedClosingDate: string | null = null) =>
  z.pipe(
    z.transform((values: JobFormValues) => formValuesToJobInput(values)),
    zJobInput.check(
      bodyRule<JobInput>(
        ['salary', 'max'],
        (job) => !job.salary || job.salary.max >= job.salary.min,
        'Enter a maximum no lower than the minimum',
      ),
      bodyRule<JobInput>(
        ['valid_through'],
        (job) =>
          !job.valid_through ||
          job.valid_through === savedClosingDate ||
          new Date(job.valid_through).getTime() >= Date.now(),
        CLOSING_DATE_PAST,
      ),
      // What the contract says as rules, not keywords (`x-kind-rules`), in its words (`x-messages`):
      // a choice question's least number of options, min ≤ max.
      z.superRefine((job, ctx) => {
        (job.questions ?? []).forEach((q, i) => {
          const { options, range } = KIND_RULES[q.kind];
          if (options && (q.options?.length ?? 0) < options.min)
            ctx.issues.push({
              code: 'custom',
              message: fill(QUESTION_WORDS.tooFewOptions, { min: options.min }),
              path: ['questions', i, 'options'],
              input: q.options,
            });
          if (range && q.min != null && q.max != null && q.max < q.min)
            ctx.issues.push({
              code: 'custom',
              message: QUESTION_WORDS.maxBelowMin,
              path: ['questions', i, 'max'],
              input: q.max,
            });
        });
      }),
    ),
  );

/** The rules of a new job's form. */
export const jobFormSchema = jobFormSchemaFor();

/** How the job form names its fields in messages ("Enter a job title"). */
export const jobFormNames = fieldNames({
  title: 'a job title',
  description: 'a description',
  employment_type: { choose: 'an employment type' },
  workplace_type: { choose: 'a workplace' },
  seniority: { choose: 'a seniority' },
  location_ids: { choose: 'at least one location' },
  'location_ids.*': { choose: 'a location from the suggestions' },
  skills: { choose: 'skills' },
  'skills.*': 'a skill',
  'salary.min': 'the minimum salary',
  'salary.max': 'the maximum salary',
  'salary.currency': { choose: 'a currency' },
  'salary.period': { choose: 'a period' },
  benefits: 'the benefits',
  valid_through: 'a closing date',
  questions: { choose: `${MAX_QUESTIONS} or fewer questions` },
  'questions.*.prompt': { noun: 'the question', missing: QUESTION_WORDS.blankPrompt },
  'questions.*.options': { choose: 'options' },
  'questions.*.options.*.label': { noun: 'the option', missing: QUESTION_WORDS.blankOptionLabel },
  'questions.*.options.*.id': { choose: 'the option again' },
  'questions.*.knockout_answers': { choose: 'the answers that disqualify' },
  'questions.*.knockout_answers.*': { choose: 'the answers that disqualify' },
  'questions.*.required': { choose: 'whether the question is required' },
  'questions.*.id': { choose: 'the question again' },
  'questions.*.min': 'the smallest answer',
  'questions.*.max': 'the largest answer',
  'questions.*.kind': { choose: 'a kind of question' },
});

/** Where the server's errors on question `i` go (`questions.<i>.<field>`). */
export const questionFields = (i: number) =>
  (['prompt', 'kind', 'options', 'knockout_answers', 'min', 'max'] as const).map(
    (f) => `questions.${i}.${f}` as const,
  );

/** Where the server's field errors go (nested ones, {"salary": {"max": [...]}}, under their own input). */
export const JOB_FORM_FIELDS = [
  'title',
  'description',
  'employment_type',
  'workplace_type',
  'seniority',
  'location_ids',
  'salary',
  'salary.min',
  'salary.max',
  'salary.currency',
  'salary.period',
  'benefits',
  'valid_through',
  'skills',
] as const;

export const EMPTY_JOB: JobFormValues = {
  title: '',
  description: '',
  employment_type: 'full_time',
  workplace_type: 'on_site',
  seniority: 'mid',
  location_ids: [],
  salary: null,
  benefits: null,
  valid_through: null,
  skills: [],
  questions: [],
};

/** The salary a ticked "Show a salary range" starts with: amounts still to type. */
export const NEW_SALARY = {
  min: Number.NaN,
  max: Number.NaN,
  currency: 'EUR',
  period: 'year' as const,
};

export function jobToFormValues(job: EmployerJobDetail): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    employment_type: job.employment_type,
    workplace_type: job.workplace_type,
    seniority: job.seniority,
    location_ids: job.locations.map((l) => l.id),
    salary: job.salary ? { ...job.salary } : null,
    benefits: job.benefits ?? null,
    valid_through: job.valid_through,
    skills: [...job.skills],
    questions: job.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      required: q.required,
      options: q.options.map((o) => ({ ...o })),
      knockout_answers: [...q.knockout_answers],
      min: q.min,
      max: q.max,
    })),
  };
}
