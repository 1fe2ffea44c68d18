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

const issues = (values: ApplyValues) =>
  (z.safeParse(applySchema, values, applyNames).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.message,
  ]);

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('applySchema', () => {
  it('accepts a profile resume with only name and email', () => {
    expect(issues(base)).toEqual([]);
  });

  it('asks for name and a valid email with the app messages', () => {
    expect(issues({ ...base, name: '  ', email: 'maya@' })).toEqual([
      ['name', 'Enter your full name'],
      ['email', 'Enter an email address like name@example.com'],
    ]);
    expect(issues({ ...base, email: ' ' })).toEqual([['email', 'Enter your email address']]);
  });

  it('accepts an E.164 phone number and refuses an invalid one', () => {
    expect(issues({ ...base, phone: '+4915123456789' })).toEqual([]);
    expect(issues({ ...base, phone: '+49 1' })).toEqual([['phone', PHONE_INVALID]]);
  });

  it('needs a file when uploading a new resume, of an allowed type and size', () => {
    expect(issues({ ...base, resume_choice: NEW_RESUME })).toEqual([
      ['resume_file', RESUME_MISSING],
    ]);
    expect(RESUME_MISSING).toBe('Choose a resume to send: one from your profile or a new file');
    expect(
      issues({
        ...base,
        resume_choice: NEW_RESUME,
        resume_file: fileOf('cv.pdf', 'application/pdf', 7.2 * 1024 * 1024),
      }),
    ).toEqual([['resume_file', 'This file is 7.2 MB; the limit is 5 MB.']]);
    expect(
      issues({
        ...base,
        resume_choice: NEW_RESUME,
        resume_file: fileOf('cv.png', 'image/png', 100),
      }),
    ).toEqual([['resume_file', 'Choose a PDF, DOC or DOCX file.']]);
    expect(
      issues({ ...base, resume_choice: NEW_RESUME, resume_file: fileOf('cv.docx', '', 100) }),
    ).toEqual([]);
  });

  it('ignores a leftover file when a profile resume is chosen', () => {
    expect(issues({ ...base, resume_file: fileOf('cv.png', 'image/png', 100) })).toEqual([]);
  });
});
