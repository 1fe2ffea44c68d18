// Resumes are checked by content where their key is used (addProfileResume, submitApplication):
// the first bytes must be one of the contract's resume signatures (x-upload-rules), whatever the
// file's name or declared type says.
import { beforeEach, describe, expect, it } from 'vitest';
import { uploadPurposeRules } from '../../../generated/rules.gen';
import { call, jobBySlug, makeCtx, people, problemOf, upload, type TestCtx } from '../test-support';
import { submitApplication } from './applications';
import { addProfileResume, updateProfile } from './candidate-profile';

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

const pad = (head: number[] | string) =>
  Buffer.concat([
    Buffer.from(typeof head === 'string' ? head : Uint8Array.from(head)),
    Buffer.alloc(200, 0x20),
  ]);

const PDF = pad('%PDF-1.7');
const DOC = pad([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DOCX = pad([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const EXE = pad('MZ\x90\x00 This program cannot be run in DOS mode.');
const PERCENTS = Buffer.alloc(2000, 0x25);
const TRUNCATED_OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

const addResume = (bytes: Buffer, filename = 'cv.pdf') => {
  const key = upload(ctx, who.maya, { filename }, { bytes });
  return () => call(addProfileResume, ctx, { body: { key, file_name: filename }, user: who.maya });
};

describe('resumes by content', () => {
  it('the contract writes the signatures once: PDF, DOC and DOCX', () => {
    expect(uploadPurposeRules.resume.signatures).toEqual({
      'application/pdf': ['255044462D'],
      'application/msword': ['D0CF11E0A1B11AE1'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['504B0304'],
    });
  });

  it.each([
    ['a PDF', PDF, 'cv.pdf'],
    ['a DOC (OLE2)', DOC, 'cv.doc'],
    ['a DOCX (ZIP)', DOCX, 'cv.docx'],
    // By content, not by name: a real PDF named .doc is a resume too.
    ['a PDF named .doc', PDF, 'cv.doc'],
  ])('addProfileResume takes %s', (_name, bytes, filename) => {
    expect(addResume(bytes, filename)().status).toBe(201);
  });

  it.each([
    ['an executable renamed cv.pdf', EXE],
    ['percent signs without the PDF header', PERCENTS],
    ['half of the DOC signature', TRUNCATED_OLE],
    ['an empty file', Buffer.alloc(0)],
  ])('addProfileResume refuses %s, with the error on key', (_name, bytes) => {
    const before = ctx.store.resumes.length;
    const problem = problemOf(addResume(bytes));
    expect(problem).toMatchObject({ status: 400, code: 'validation_error' });
    expect(problem.errors).toEqual({
      key: ['This file is not a PDF, DOC or DOCX document by its content.'],
    });
    expect(ctx.store.resumes).toHaveLength(before);
  });

  it('submitApplication refuses a resume_key whose file is not a resume, with the error on resume_key', () => {
    const job = jobBySlug(ctx.store, 'senior-frontend-engineer-northwind');
    const before = ctx.store.applications.length;
    const body = (bytes: Buffer) => ({
      job_id: job.id,
      name: 'Maya Okafor',
      email: who.maya.email,
      resume_key: upload(ctx, who.maya, { filename: 'cv.pdf' }, { bytes }),
    });
    const problem = problemOf(() =>
      call(submitApplication, ctx, { body: body(EXE), user: who.maya }),
    );
    expect(problem.status).toBe(400);
    expect(problem.errors).toHaveProperty('resume_key');
    expect(ctx.store.applications).toHaveLength(before);
    expect(call(submitApplication, ctx, { body: body(PDF), user: who.maya }).status).toBe(201);
    expect(ctx.store.applications).toHaveLength(before + 1);
  });

  it('images are checked by content too: SVG (or any markup) typed image/png is refused, a PNG taken', () => {
    const image = (bytes: Buffer) =>
      upload(
        ctx,
        who.maya,
        { filename: 'me.png', content_type: 'image/png', purpose: 'profile_image' },
        { bytes },
      );
    const svg = image(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>'),
    );
    expect(
      problemOf(() =>
        call(updateProfile, ctx, { body: { profile_image_key: svg }, user: who.maya }),
      ).status,
    ).toBe(400);
    const png = image(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]));
    expect(
      call(updateProfile, ctx, { body: { profile_image_key: png }, user: who.maya }).status,
    ).toBe(200);
  });

  it('a %PDF- + HTML polyglot is refused', () => {
    const polyglot = Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>');
    expect(problemOf(addResume(polyglot)).status).toBe(400);
  });
});
