// Screening questions: a job's questions as the employer saves them (versioned), and a candidate's
// answers checked against them. Shared by the employer-jobs handlers (saving questions) and the
// applications handlers (answering them). The rules are the contract's, read from
// generated/rules.gen.ts as the app reads them: what each kind carries (ScreeningQuestionKind's
// `x-kind-rules`: options, knockout answers, range, answer length) and the words where the app
// says the same (ScreeningQuestionInput's and QuestionAnswerInput's `x-messages`). The number of
// questions (JobInput.questions maxItems) is the schema's: Prism refuses an 11th before the fake.
import { randomUUID as uuid } from 'node:crypto';
import {
  questionAnswerInputMessages as ANSWER_WORDS,
  screeningQuestionInputMessages as QUESTION_WORDS,
  screeningQuestionKindRules,
} from '../../generated/rules.gen';
import type * as T from '../../generated/types.gen';
import { fill } from './contract-rules';
import type { ApplicationRecord } from './store';

/** What each kind of question carries (the contract's `x-kind-rules`). */
const KIND_RULES: Readonly<
  Record<
    T.ScreeningQuestionKind,
    {
      options?: { min: number; max: number };
      knockout?: readonly string[] | 'options';
      range?: boolean;
      answerMaxLength?: number;
    }
  >
> = screeningQuestionKindRules;

/** The kinds whose rules have `part` ("yes_no and single_choice"), for a message. */
const kindsWith = (part: 'options' | 'knockout' | 'range') =>
  (Object.keys(KIND_RULES) as T.ScreeningQuestionKind[])
    .filter((kind) => KIND_RULES[kind][part] !== undefined)
    .join(' and ');

type Errors = Record<string, string[]>;

const same = (a: T.ScreeningQuestionOption[], b: T.ScreeningQuestionOption[]) =>
  a.length === b.length && a.every((o, i) => o.id === b[i]?.id && o.label === b[i]?.label);

/**
 * Checks a JobInput's questions beyond the schema: what each kind may carry, unique option ids,
 * knockout answers that name one of its answers, min ≤ max, ids that are the job's own. Errors by
 * the question's index: `{ "3": { "options": [...] } }` (FieldErrors nesting).
 */
export function checkQuestions(
  inputs: readonly T.ScreeningQuestionInput[],
  existing: readonly T.ScreeningQuestion[],
): Record<string, Errors> {
  const errors: Record<string, Errors> = {};
  const add = (i: number, field: string, message: string) => {
    ((errors[String(i)] ??= {})[field] ??= []).push(message);
  };
  const seen = new Set<string>();
  inputs.forEach((q, i) => {
    if (q.id !== undefined) {
      if (!existing.some((e) => e.id === q.id))
        add(i, 'id', 'This job has no question with this id.');
      else if (seen.has(q.id)) add(i, 'id', 'This question is in the list twice.');
      seen.add(q.id);
    }
    if (!q.prompt.trim()) add(i, 'prompt', QUESTION_WORDS.blankPrompt);
    const rules = KIND_RULES[q.kind];
    const options = q.options ?? [];
    const knockout = q.knockout_answers ?? [];
    if (rules.options) {
      if (options.length < rules.options.min)
        add(i, 'options', fill(QUESTION_WORDS.tooFewOptions, { min: rules.options.min }));
      if (new Set(options.map((o) => o.id)).size !== options.length)
        add(i, 'options', 'Option ids must be unique.');
      if (options.some((o) => !o.label.trim())) add(i, 'options', QUESTION_WORDS.blankOptionLabel);
    } else if (options.length > 0) {
      add(i, 'options', `Only ${kindsWith('options')} questions have options.`);
    }
    if (rules.knockout === 'options') {
      if (knockout.some((k) => !options.some((o) => o.id === k)))
        add(i, 'knockout_answers', 'A knockout answer must be one of the options.');
    } else if (rules.knockout) {
      const allowed = rules.knockout;
      if (knockout.some((k) => !allowed.includes(k)))
        add(i, 'knockout_answers', `A knockout answer is ${allowed.join(' or ')}.`);
    } else if (knockout.length > 0) {
      add(i, 'knockout_answers', `Only ${kindsWith('knockout')} questions have knockout answers.`);
    }
    const min = q.min ?? null;
    const max = q.max ?? null;
    if (!rules.range && (min !== null || max !== null))
      add(i, 'min', `Only ${kindsWith('range')} questions have a minimum and maximum.`);
    if (min !== null && max !== null && max < min) add(i, 'max', QUESTION_WORDS.maxBelowMin);
  });
  return errors;
}

/**
 * The job's questions after saving `inputs`: a kept question (its id sent) keeps its id and goes
 * up one version when its kind, prompt or options changed; a new one starts at version 1; one left
 * out is gone (answers already given keep their copy: ApplicationRecord.screening).
 */
export function saveQuestions(
  inputs: readonly T.ScreeningQuestionInput[],
  existing: readonly T.ScreeningQuestion[],
): T.ScreeningQuestion[] {
  return inputs.map((q) => {
    const kind = q.kind;
    const rules = KIND_RULES[kind];
    const options = rules.options
      ? (q.options ?? []).map((o) => ({ ...o, label: o.label.trim() }))
      : [];
    const saved: Omit<T.ScreeningQuestion, 'id' | 'version'> = {
      kind,
      prompt: q.prompt.trim(),
      required: q.required,
      options,
      knockout_answers: rules.knockout ? [...(q.knockout_answers ?? [])] : [],
      min: rules.range ? (q.min ?? null) : null,
      max: rules.range ? (q.max ?? null) : null,
    };
    const before = existing.find((e) => e.id === q.id);
    if (!before) return { id: uuid(), version: 1, ...saved };
    const changed =
      before.kind !== saved.kind ||
      before.prompt !== saved.prompt ||
      !same(before.options, saved.options);
    return { id: before.id, version: before.version + (changed ? 1 : 0), ...saved };
  });
}

/** The candidate's view of a question: no knockout answers (the candidate is not told). */
export function publicQuestion({
  knockout_answers: _hidden,
  ...question
}: T.ScreeningQuestion): T.PublicScreeningQuestion {
  return question;
}

const numberText = (n: number) => String(n);

/** An answer in words, as the employer reads it: Yes/No, the option's label, the number, the text. */
function answerText(q: T.ScreeningQuestion, value: string | number | boolean): string {
  if (q.kind === 'yes_no') return value ? 'Yes' : 'No';
  if (q.kind === 'number') return numberText(value as number);
  if (q.kind === 'single_choice') return q.options.find((o) => o.id === value)?.label ?? '';
  return String(value);
}

/** Whether an answer is one of the question's knockout answers (a yes_no answer as "yes"/"no"). */
function isKnockout(q: T.ScreeningQuestion, value: string | number | boolean): boolean {
  const answer = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  return KIND_RULES[q.kind].knockout !== undefined && q.knockout_answers.includes(answer);
}

/** One answer's problem, or null when its value fits its question (in the contract's words, as the app says them). */
function valueProblem(q: T.ScreeningQuestion, value: string | number | boolean): string | null {
  switch (q.kind) {
    case 'yes_no':
      return typeof value === 'boolean' ? null : ANSWER_WORDS.invalid.yes_no;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return ANSWER_WORDS.invalid.number;
      if (q.min !== null && value < q.min) return fill(ANSWER_WORDS.below, { min: q.min });
      if (q.max !== null && value > q.max) return fill(ANSWER_WORDS.above, { max: q.max });
      return null;
    case 'single_choice':
      return typeof value === 'string' && q.options.some((o) => o.id === value)
        ? null
        : ANSWER_WORDS.invalid.single_choice;
    default: {
      if (typeof value !== 'string') return ANSWER_WORDS.invalid[q.kind];
      const max = KIND_RULES[q.kind].answerMaxLength ?? Infinity;
      return value.trim().length > max ? fill(ANSWER_WORDS.tooLong, { max }) : null;
    }
  }
}

/** An empty text answer counts as no answer. */
const isBlank = (value: string | number | boolean) =>
  typeof value === 'string' && value.trim() === '';

/**
 * A submitApplication's answers checked against the job's questions: the answers as kept on the
 * application (the job's order, each with the question's version and prompt as asked), or the
 * errors by question id (`errors.question_answers.<question_id>`).
 */
export function answerQuestions(
  questions: readonly T.ScreeningQuestion[],
  answers: readonly T.QuestionAnswerInput[],
): { screening: T.ScreeningAnswer[] } | { errors: Errors } {
  const errors: Errors = {};
  const byId = new Map<string, string | number | boolean>();
  for (const a of answers) {
    const q = questions.find((x) => x.id === a.question_id);
    if (!q) (errors[a.question_id] ??= []).push('This job does not ask this question.');
    else if (byId.has(a.question_id))
      (errors[a.question_id] ??= []).push('Answer each question once.');
    else byId.set(a.question_id, a.value);
  }
  const screening: T.ScreeningAnswer[] = [];
  for (const q of questions) {
    const value = byId.get(q.id);
    if (value === undefined || isBlank(value)) {
      if (q.required) (errors[q.id] ??= []).push(ANSWER_WORDS.unanswered[q.kind]);
      continue;
    }
    const problem = valueProblem(q, value);
    if (problem) {
      (errors[q.id] ??= []).push(problem);
      continue;
    }
    const given = typeof value === 'string' ? value.trim() : value;
    screening.push({
      question_id: q.id,
      version: q.version,
      kind: q.kind,
      prompt: q.prompt,
      answer: answerText(q, given),
      knocked_out: isKnockout(q, given),
    });
  }
  return Object.keys(errors).length > 0 ? { errors } : { screening };
}

/** Flagged when any answer was a knockout answer (never hidden, never told to the candidate). */
export const knockedOut = (a: Pick<ApplicationRecord, 'screening'>) =>
  a.screening.some((s) => s.knocked_out);
