/** The apply form's schema and words (apply-dialog.tsx renders it). */
import * as z from 'zod/mini';
import { questionAnswerInputMessages, screeningQuestionKindRules } from '@generated/rules.gen';
import type { PublicScreeningQuestion, QuestionAnswerInput } from '@generated/types.gen';
import { zLongTextAnswer, zShortTextAnswer, zSubmitApplicationBody } from '@generated/zod.gen';
import { isValidPhoneNumberLater } from '@/components/phone-input/valid-phone-number';
import { checkUploadFile, UPLOAD_RULES } from '@/lib/api/upload';
import { formatFileSize } from '@/lib/format/size';
import { bodyRule, fieldNames, fill, phoneFieldName, say } from '@/lib/validation';

export const NEW_RESUME = 'new';
export const RESUME_SIZE_LIMIT = formatFileSize(UPLOAD_RULES.resume.maxBytes);

export const PHONE_INVALID = say.phone();
export const RESUME_MISSING = say.choose('a resume to send: one from your profile or a new file');
export const ALREADY_APPLIED = 'You have already applied to this job.';

/** What the apply form holds: the typed text as typed, and the resume choice (a profile resume id, or "new" plus a file). */
export interface ApplyValues {
  name: string;
  email: string;
  phone: string;
  cover_letter: string;
  resume_choice: string;
  resume_file: File | null;
  /** The screening answers as typed or picked, by question id ('yes'/'no', an option id, text, a number as typed). */
  question_answers: Record<string, string>;
  /** The optional consent to be kept for the company's future roles (the contract's ApplicationSubmit.keep_for_future_roles). */
  keep_for_future_roles?: boolean;
}

/** submitApplication's body as the form checks it (job_id and the resume come when sending), with the UI-only resume choice. */
const applyBody = z.extend(
  z.omit(zSubmitApplicationBody, {
    job_id: true,
    resume_key: true,
    resume_id: true,
    answers: true,
    question_answers: true,
  }),
  {
    question_answers: z.record(z.string(), z.string()),
    resume_choice: z.string(),
    resume_file: z.nullable(
      z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File, RESUME_MISSING),
    ),
  },
);
type ApplyBody = z.output<typeof applyBody>;

/** The values as the body has them: trimmed, empty optional text as null. */
function applyValuesToBody(values: ApplyValues): ApplyBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    cover_letter: values.cover_letter.trim() || null,
    resume_choice: values.resume_choice,
    resume_file: values.resume_file,
    keep_for_future_roles: values.keep_for_future_roles === true,
    question_answers: Object.fromEntries(
      Object.entries(values.question_answers).map(([id, answer]) => [id, answer.trim()]),
    ),
  };
}

/** The contract's answer lengths (`x-kind-rules`: ShortTextAnswer's and LongTextAnswer's maxLength). */
export const ANSWER_LIMITS = {
  short_text: screeningQuestionKindRules.short_text.answerMaxLength,
  long_text: screeningQuestionKindRules.long_text.answerMaxLength,
} as const;

/** The words of an answer's rules: the contract's `x-messages` of QuestionAnswerInput (the server's too). */
const WORDS = questionAnswerInputMessages;

/** A typed number, or NaN ('' and anything not a number). */
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What is wrong with one answer (trimmed), or null: the question's own rules, in the contract's words. */
function answerProblem(q: PublicScreeningQuestion, answer: string): string | null {
  if (answer === '') return q.required ? WORDS.unanswered[q.kind] : null;
  switch (q.kind) {
    case 'yes_no':
      return answer === 'yes' || answer === 'no' ? null : WORDS.invalid.yes_no;
    case 'single_choice':
      return q.options.some((o) => o.id === answer) ? null : WORDS.invalid.single_choice;
    case 'number': {
      const n = asNumber(answer);
      if (!Number.isFinite(n)) return WORDS.invalid.number;
      if (q.min !== null && n < q.min) return fill(WORDS.below, { min: q.min });
      if (q.max !== null && n > q.max) return fill(WORDS.above, { max: q.max });
      return null;
    }
    default: {
      const schema = q.kind === 'short_text' ? zShortTextAnswer : zLongTextAnswer;
      return schema.safeParse(answer).success
        ? null
        : fill(WORDS.tooLong, { max: ANSWER_LIMITS[q.kind] });
    }
  }
}

/** The answers as submitApplication takes them: the job's order, unanswered ones left out. */
export function toQuestionAnswers(
  questions: readonly PublicScreeningQuestion[],
  answers: Readonly<Record<string, string>>,
): QuestionAnswerInput[] {
  return questions.flatMap((q): QuestionAnswerInput[] => {
    const answer = answers[q.id]?.trim() ?? '';
    if (answer === '') return [];
    const value =
      q.kind === 'yes_no' ? answer === 'yes' : q.kind === 'number' ? asNumber(answer) : answer;
    return [{ question_id: q.id, value }];
  });
}

/** The form field of a question's answer (also where the server's `question_answers.<id>` errors go). */
export const answerField = (q: Pick<PublicScreeningQuestion, 'id'>) =>
  `question_answers.${q.id}` as const;

/** The screening answers' rule: each question's problem under its own field. */
const screeningRule = (questions: readonly PublicScreeningQuestion[]) =>
  z.superRefine((body: ApplyBody, ctx) => {
    for (const q of questions) {
      const message = answerProblem(q, body.question_answers[q.id] ?? '');
      if (message)
        ctx.issues.push({
          code: 'custom',
          message,
          path: ['question_answers', q.id],
          input: body.question_answers[q.id],
        });
    }
  });

/**
 * The form's rules: the generated submitApplication body as it is (its limits are the contract's),
 * checked on what would be sent, plus what the contract cannot say: a number that exists in its
 * country, and a new resume needs an allowed file. Words from lib/validation's map (`applyNames`).
 */
export const applySchemaFor = (questions: readonly PublicScreeningQuestion[]) =>
  z.pipe(
    z.transform(applyValuesToBody),
    applyBody.check(
      screeningRule(questions),
      bodyRule<ApplyBody>(
        ['phone'],
        // Async: the number rules load on the first check, not with the form (docs/decisions/013).
        async (body) => !body.phone || (await isValidPhoneNumberLater(body.phone)),
        PHONE_INVALID,
      ),
      z.superRefine((body, ctx) => {
        if (body.resume_choice !== NEW_RESUME) return;
        const message = body.resume_file
          ? checkUploadFile(body.resume_file, 'resume')
          : RESUME_MISSING;
        if (message)
          ctx.issues.push({
            code: 'custom',
            message,
            path: ['resume_file'],
            input: body.resume_file,
          });
      }),
    ),
  );

/** The form's rules for a job without screening questions. */
export const applySchema = applySchemaFor([]);

/** What the rules hand to the submit: the body's fields, checked, and the resume choice. */
export type ApplyChecked = z.output<ReturnType<typeof applySchemaFor>>;

/** How the apply form names its fields in messages ("Enter your full name"). */
export const applyNames = fieldNames({
  name: 'your full name',
  email: { missing: say.enter('your email address'), invalid: say.email() },
  phone: phoneFieldName,
  cover_letter: 'the cover letter',
  resume_choice: { choose: 'a resume to send' },
  question_answers: { choose: 'an answer to each question' },
  keep_for_future_roles: { choose: 'whether to keep your application for future roles' },
});

/** The fields a server error can name, in form order. */
export const APPLY_FIELDS = ['name', 'email', 'phone', 'cover_letter', 'resume_file'] as const;
