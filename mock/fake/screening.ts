// Screening questions (issue 26, item 1): a job's questions as the employer saves them (versioned),
// and a candidate's answers checked against them. Shared by the employer-jobs handlers (saving
// questions) and the applications handlers (answering them); the rules are the contract's
// (ScreeningQuestionInput, QuestionAnswerInput, ShortTextAnswer, LongTextAnswer).
import { randomUUID as uuid } from 'node:crypto';
import type * as T from '../../generated/types.gen';
import type { ApplicationRecord } from './store';

/**
 * The contract's answer lengths (ShortTextAnswer / LongTextAnswer maxLength). The number of
 * questions (JobInput.questions maxItems) is the schema's: Prism refuses an 11th before the fake.
 */
const TEXT_LIMITS = { short_text: 200, long_text: 2000 } as const;

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
    if (!q.prompt.trim()) add(i, 'prompt', 'Enter the question.');
    const options = q.options ?? [];
    const knockout = q.knockout_answers ?? [];
    if (q.kind === 'single_choice') {
      if (options.length < 2) add(i, 'options', 'Give at least 2 options.');
      if (new Set(options.map((o) => o.id)).size !== options.length)
        add(i, 'options', 'Option ids must be unique.');
      if (options.some((o) => !o.label.trim())) add(i, 'options', 'Enter a label for each option.');
      if (knockout.some((k) => !options.some((o) => o.id === k)))
        add(i, 'knockout_answers', 'A knockout answer must be one of the options.');
    } else if (options.length > 0) {
      add(i, 'options', 'Only a single choice question has options.');
    }
    if (q.kind === 'yes_no') {
      if (knockout.some((k) => k !== 'yes' && k !== 'no'))
        add(i, 'knockout_answers', 'A knockout answer of a yes/no question is yes or no.');
    } else if (q.kind !== 'single_choice' && knockout.length > 0) {
      add(i, 'knockout_answers', 'Only yes/no and single choice questions have knockout answers.');
    }
    const min = q.min ?? null;
    const max = q.max ?? null;
    if (q.kind !== 'number' && (min !== null || max !== null))
      add(i, 'min', 'Only a number question has a minimum and maximum.');
    if (min !== null && max !== null && max < min)
      add(i, 'max', 'The maximum must be no lower than the minimum.');
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
    const options =
      kind === 'single_choice'
        ? (q.options ?? []).map((o) => ({ ...o, label: o.label.trim() }))
        : [];
    const saved: Omit<T.ScreeningQuestion, 'id' | 'version'> = {
      kind,
      prompt: q.prompt.trim(),
      required: q.required,
      options,
      knockout_answers:
        kind === 'yes_no' || kind === 'single_choice' ? [...(q.knockout_answers ?? [])] : [],
      min: kind === 'number' ? (q.min ?? null) : null,
      max: kind === 'number' ? (q.max ?? null) : null,
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

function isKnockout(q: T.ScreeningQuestion, value: string | number | boolean): boolean {
  if (q.kind === 'yes_no') return q.knockout_answers.includes(value ? 'yes' : 'no');
  if (q.kind === 'single_choice') return q.knockout_answers.includes(String(value));
  return false;
}

/** One answer's problem, or null when its value fits its question. */
function valueProblem(q: T.ScreeningQuestion, value: string | number | boolean): string | null {
  switch (q.kind) {
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'Answer yes or no.';
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number.';
      if (q.min !== null && value < q.min)
        return `Enter a number no less than ${numberText(q.min)}.`;
      if (q.max !== null && value > q.max)
        return `Enter a number no greater than ${numberText(q.max)}.`;
      return null;
    case 'single_choice':
      return typeof value === 'string' && q.options.some((o) => o.id === value)
        ? null
        : 'Choose one of the options.';
    default: {
      if (typeof value !== 'string') return 'Enter text.';
      const limit = TEXT_LIMITS[q.kind];
      return value.trim().length > limit ? `Use ${limit} characters or fewer.` : null;
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
      if (q.required) (errors[q.id] ??= []).push('Answer this question.');
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
