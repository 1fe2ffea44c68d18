import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  applyNames,
  applySchema,
  NEW_RESUME,
  PHONE_INVALID,
  RESUME_MISSING,
  type ApplyValues,
} from './apply-schema';

const base: ApplyValues = {
  name: 'Maya Okafor',
  email: 'maya.okafor@example.com',
  phone: '',
  cover_letter: '',
  resume_choice: '33f2b564-8330-4005-93c3-6fdc5d6016b9',
  resume_file: null,
  question_answers: {},
};

// Parsed asynchronously, as the form's resolver does: the phone rule loads the number rules.
const issues = async (values: ApplyValues) =>
  ((await z.safeParseAsync(applySchema, values, applyNames)).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.message,
  ]);

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('applySchema', () => {
  it('accepts a profile resume with only name and email', async () => {
    expect(await issues(base)).toEqual([]);
  });

  it('asks for name and a valid email with the app messages', async () => {
    expect(await issues({ ...base, name: '  ', email: 'maya@' })).toEqual([
      ['name', 'Enter your full name'],
      ['email', 'Enter an email address like name@example.com'],
    ]);
    expect(await issues({ ...base, email: ' ' })).toEqual([['email', 'Enter your email address']]);
  });

  it('accepts an E.164 phone number and refuses an invalid one', async () => {
    expect(await issues({ ...base, phone: '+4915123456789' })).toEqual([]);
    expect(await issues({ ...base, phone: '+49 1' })).toEqual([['phone', PHONE_INVALID]]);
  });

  it('needs a file when uploading a new resume, of an allowed type and size', async () => {
    expect(await issues({ ...base, resume_choice: NEW_RESUME })).toEqual([
      ['resume_file', RESUME_MISSING],
    ]);
    expect(RESUME_MISSING).toBe('Choose a resume to send: one from your profile or a new file');
    expect(
      await issues({
        ...base,
        resume_choice: NEW_RESUME,
        resume_file: fileOf('cv.pdf', 'application/pdf', 7.2 * 1024 * 1024),
      }),
    ).toEqual([['resume_file', 'This file is 7.2 MB; the limit is 5 MB.']]);
    expect(
      await issues({
        ...base,
        resume_choice: NEW_RESUME,
        resume_file: fileOf('cv.png', 'image/png', 100),
      }),
    ).toEqual([['resume_file', 'Choose a PDF, DOC or DOCX file.']]);
    expect(
      await issues({ ...base, resume_choice: NEW_RESUME, resume_file: fileOf('cv.docx', '', 100) }),
    ).toEqual([]);
  });

  it('ignores a leftover file when a profile resume is chosen', async () => {
    expect(await issues({ ...base, resume_file: fileOf('cv.png', 'image/png', 100) })).toEqual([]);
  });
});
