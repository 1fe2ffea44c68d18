/** The apply form's schema and words (apply-form.tsx renders it). */
import { isValidPhoneNumber } from 'libphonenumber-js';
import * as z from 'zod/mini';
import { zSubmitApplicationBody } from '@generated/zod.gen';
import { checkUploadFile, UPLOAD_RULES } from '@/lib/api/upload';
import { formatFileSize } from '@/lib/format/size';
import { bodyRule, fieldNames, phoneFieldName, say } from '@/lib/validation';

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
}

/** submitApplication's body as the form checks it (job_id and the resume come when sending), with the UI-only resume choice. */
const applyBody = z.extend(
  z.omit(zSubmitApplicationBody, {
    job_id: true,
    resume_key: true,
    resume_id: true,
    answers: true,
  }),
  {
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
  };
}

/**
 * The form's rules: the generated submitApplication body as it is (its limits are the contract's),
 * checked on what would be sent, plus what the contract cannot say: a number that exists in its
 * country, and a new resume needs an allowed file. Words from lib/validation's map (`applyNames`).
 */
export const applySchema = z.pipe(
  z.transform(applyValuesToBody),
  applyBody.check(
    bodyRule<ApplyBody>(
      ['phone'],
      (body) => !body.phone || isValidPhoneNumber(body.phone),
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

/** What the rules hand to the submit: the body's fields, checked, and the resume choice. */
export type ApplyChecked = z.output<typeof applySchema>;

/** How the apply form names its fields in messages ("Enter your full name"). */
export const applyNames = fieldNames({
  name: 'your full name',
  email: { missing: say.enter('your email address'), invalid: say.email() },
  phone: phoneFieldName,
  cover_letter: 'the cover letter',
  resume_choice: { choose: 'a resume to send' },
});

/** The fields a server error can name, in form order. */
export const APPLY_FIELDS = ['name', 'email', 'phone', 'cover_letter', 'resume_file'] as const;
