/** The apply form's schema and words (apply-form.tsx renders it). */
import { isValidPhoneNumber } from 'libphonenumber-js';
import * as z from 'zod/mini';
import { zSubmitApplicationBody } from '@generated/zod.gen';
import { checkUploadFile, UPLOAD_RULES } from '@/lib/api/upload';
import { formatFileSize } from '@/lib/format/size';
import { requiredEmail, requiredString, say } from '@/lib/validation';

export const NEW_RESUME = 'new';
export const COVER_LETTER_MAX = 10_000;
export const RESUME_SIZE_LIMIT = formatFileSize(UPLOAD_RULES.resume.maxBytes);

export const PHONE_INVALID = say.phone();
export const RESUME_MISSING = say.choose('a resume to send: one from your profile or a new file');
export const ALREADY_APPLIED = 'You have already applied to this job.';

/**
 * The application form: the generated submitApplication body, with the app's messages on the
 * fields people type and the UI-only resume choice (a profile resume id, or "new" plus a file).
 * job_id, resume_key and resume_id are filled in when sending.
 */
export const applySchema = z
  .extend(
    z.omit(zSubmitApplicationBody, {
      job_id: true,
      resume_key: true,
      resume_id: true,
      answers: true,
    }),
    {
      name: requiredString(say.enter('your full name')).check(z.maxLength(200, say.atMost(200, 'your name'))),
      email: requiredEmail(say.enter('your email address'), say.email()).check(z.maxLength(254, say.email())),
      phone: z
        .string()
        .check(z.refine((v) => v.trim() === '' || isValidPhoneNumber(v), PHONE_INVALID)),
      cover_letter: z
        .string()
        .check(
          z.maxLength(COVER_LETTER_MAX, say.atMost(COVER_LETTER_MAX, 'the cover letter')),
        ),
      resume_choice: z.string(),
      resume_file: z.nullable(
        z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File),
      ),
    },
  )
  .check(
    z.superRefine((v, ctx) => {
      if (v.resume_choice !== NEW_RESUME) return;
      const message = v.resume_file ? checkUploadFile(v.resume_file, 'resume') : RESUME_MISSING;
      if (message)
        ctx.issues.push({ code: 'custom', message, path: ['resume_file'], input: v.resume_file });
    }),
  );

export type ApplyValues = z.input<typeof applySchema>;

/** The fields a server error can name, in form order. */
export const APPLY_FIELDS = ['name', 'email', 'phone', 'cover_letter', 'resume_file'] as const;
