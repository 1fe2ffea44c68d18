// Uploads as the fake checks them (the contract's `x-upload-rules`: types, size, first bytes): the
// words an uploader is shown when a ticket or a file is refused, the key a file name becomes, and
// the content checks where the file is used. account.test.ts covers who may upload and the ticket.
import { beforeEach, describe, expect, it } from 'vitest';
import type * as T from '../../../generated/types.gen';
import type { UserRecord } from '../store';
import { call, makeCtx, people, problemOf, type TestCtx } from '../test-support';
import { createPresignedPost, takeUpload } from './uploads';

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

const ticket = (body: Partial<T.UploadTicketRequest>, user: UserRecord | null = who.maya) =>
  call(createPresignedPost, ctx, {
    body: { filename: 'cv.pdf', content_type: 'application/pdf', purpose: 'resume', ...body },
    user,
  }).body;

const image = { purpose: 'profile_image', content_type: 'image/png', filename: 'me.png' } as const;

describe('createPresignedPost refusals', () => {
  it('names the types a purpose takes when the type is not one of them', () => {
    expect(problemOf(() => ticket({ content_type: 'image/png' }))).toMatchObject({
      status: 415,
      title: 'Unsupported file type',
      detail: 'Resumes must be PDF, DOC or DOCX.',
    });
    expect(problemOf(() => ticket({ ...image, content_type: 'application/pdf' })).detail).toBe(
      'Profile images must be PNG, JPEG or WEBP.',
    );
    expect(
      problemOf(() =>
        ticket(
          { purpose: 'company_logo', content_type: 'application/msword', filename: 'l.doc' },
          who.jonas,
        ),
      ).detail,
    ).toBe('Logos must be PNG, JPEG or WEBP.');
  });

  it('names the size limit in MB when the declared size is over it', () => {
    expect(problemOf(() => ticket({ size_bytes: 5 * 1024 * 1024 + 1 }))).toMatchObject({
      status: 413,
      title: 'File too large',
      detail: 'Resumes can be at most 5 MB.',
    });
    expect(problemOf(() => ticket({ ...image, size_bytes: 3 * 1024 * 1024 })).detail).toBe(
      'Profile images can be at most 2 MB.',
    );
  });

  it('says who may upload an image or a logo', () => {
    expect(problemOf(() => ticket(image, who.jonas))).toMatchObject({
      status: 403,
      code: 'permission_denied',
      detail: 'Only a signed-in candidate can upload a profile image.',
    });
    const logo = { purpose: 'company_logo', content_type: 'image/png', filename: 'l.png' } as const;
    expect(problemOf(() => ticket(logo, who.maya))).toMatchObject({
      status: 403,
      code: 'permission_denied',
      detail: 'Only a company owner can upload a logo.',
    });
  });

  it('an invitation not yet accepted gives no right to upload a company’s logo', () => {
    const northwind = ctx.store.memberships.find((m) => m.user_id === who.jonas.id)!.employer_id;
    ctx.store.memberships.push({
      employer_id: northwind,
      user_id: who.maya.id,
      role: 'owner',
      status: 'invited',
      invited_at: ctx.now().toISOString(),
      joined_at: null,
    });
    const logo = { purpose: 'company_logo', content_type: 'image/png', filename: 'l.png' } as const;
    expect(problemOf(() => ticket(logo, who.maya)).status).toBe(403);
  });

  it('a ticket without a declared size is issued', () => {
    expect(ticket({}).fields.key).toMatch(/^resumes\//);
  });
});

describe('the key a file name becomes', () => {
  const name = (filename: string) => ticket({ filename }).fields.key.split('/').pop();

  it('keeps the characters S3 keys allow and turns each run of others into one dash', () => {
    expect(name("Maya's CV (v2)_final!*.pdf")).toBe("Maya's-CV-(v2)_final!*.pdf");
    expect(name('Lebenslauf für Jörg  März.pdf')).toBe('Lebenslauf-f-r-J-rg-M-rz.pdf');
  });

  it('cuts a long name to 120 characters, and names a file without any as "file"', () => {
    expect(name(`${'a'.repeat(200)}.pdf`)).toBe('a'.repeat(120));
    expect(name('')).toBe('file');
  });

  it('the ticket’s signature and policy name the key, the type and the bucket, valid 15 minutes', () => {
    const { fields } = ticket({ filename: 'cv.pdf' });
    expect(Buffer.from(fields.signature, 'base64').toString()).toBe(`local-fake:${fields.key}`);
    expect(fields.AWSAccessKeyId).toBe('LOCALFAKEACCESSKEY');
    const policy = JSON.parse(Buffer.from(fields.policy, 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy).toEqual({
      expiration: new Date(ctx.now().getTime() + 15 * 60 * 1000).toISOString(),
      conditions: [
        { bucket: 'jobboard-uploads' },
        { key: fields.key },
        { 'Content-Type': 'application/pdf' },
        ['content-length-range', 1, 5 * 1024 * 1024],
      ],
    });
    expect(ctx.store.tickets.get(fields.key)).toEqual({
      key: fields.key,
      purpose: 'resume',
      content_type: 'application/pdf',
      max_bytes: 5 * 1024 * 1024,
      user_id: who.maya.id,
      expires_at: ctx.now().getTime() + 15 * 60 * 1000,
    });
  });

  it('an anonymous ticket belongs to no one', () => {
    const { fields } = ticket({}, null);
    expect(ctx.store.tickets.get(fields.key)?.user_id).toBeNull();
  });
});

describe('takeUpload: the file’s content', () => {
  /** A ticket's key whose file arrived with these bytes. */
  function arrived(bytes: Uint8Array | string, body: Partial<T.UploadTicketRequest> = {}) {
    const { key } = ticket(body).fields;
    ctx.store.files.set(key, {
      content_type: body.content_type ?? 'application/pdf',
      bytes: Buffer.from(bytes as Uint8Array),
    });
    return key;
  }
  const take = (key: string, purpose: T.UploadPurpose = 'resume', user = who.maya) =>
    takeUpload(ctx, key, purpose, user, 'resume_key');
  const NOT_A_RESUME = {
    resume_key: ['This file is not a PDF, DOC or DOCX document by its content.'],
  };

  it('takes a file starting with any of the purpose’s signatures, whatever its declared type', () => {
    const docx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    expect(take(arrived(docx))).toMatch(/^resumes\//);
    const ole = Buffer.from('D0CF11E0A1B11AE1', 'hex');
    expect(take(arrived(ole))).toMatch(/^resumes\//);
  });

  it('refuses a file that does not start with a signature, or is shorter than one', () => {
    expect(problemOf(() => take(arrived('Hello %PDF-1.4'))).errors).toEqual(NOT_A_RESUME);
    expect(problemOf(() => take(arrived('%PD'))).errors).toEqual(NOT_A_RESUME);
    expect(problemOf(() => take(arrived(''))).errors).toEqual(NOT_A_RESUME);
  });

  it('refuses HTML behind a signature in the first 1445 bytes, not after them', () => {
    for (const markup of ['<!DOCTYPE html>', '<HTML>', '<script>', '<svg ', '<a href=x>', '<img'])
      expect(problemOf(() => take(arrived(`%PDF-1.4 ${markup}`))).errors).toEqual(NOT_A_RESUME);
    // "%PDF-1.4 " is 9 bytes: the first <svg ends at byte 1445, the second one byte later.
    const edge = `%PDF-1.4 ${'x'.repeat(1432)}<svg>`;
    expect(problemOf(() => take(arrived(edge))).errors).toEqual(NOT_A_RESUME);
    expect(take(arrived(`%PDF-1.4 ${'x'.repeat(1433)}<svg>`))).toMatch(/^resumes\//);
    expect(take(arrived('%PDF-1.4 a <b>bold</b> <abbr>'))).toMatch(/^resumes\//);
  });

  it('names the image types for an image refused by its content', () => {
    const key = arrived('GIF89a', image);
    expect(
      problemOf(() => takeUpload(ctx, key, 'profile_image', who.maya, 'image')).errors,
    ).toEqual({ image: ['This file is not a PNG, JPEG or WEBP document by its content.'] });
  });

  it('an anonymous upload’s key is taken by whoever sends it', () => {
    const { key } = ticket({}, null).fields;
    ctx.store.files.set(key, { content_type: 'application/pdf', bytes: Buffer.from('%PDF-1.7') });
    expect(take(key, 'resume', who.maya)).toBe(key);
    expect(takeUpload(ctx, key, 'resume', null, 'resume_key')).toBe(key);
  });
});
