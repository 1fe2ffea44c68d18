import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileOf, FakeXhr, installFakeXhr, storageRequest, uploadTicket } from '@/test/fake-xhr';
import {
  checkUploadContent,
  checkUploadFile,
  UPLOAD_RULES,
  UploadError,
  uploadFile,
} from './upload';

const { createPresignedPost } = vi.hoisted(() => ({ createPresignedPost: vi.fn() }));
vi.mock('../../../generated/sdk.gen', () => ({ createPresignedPost }));

const MB = 1024 * 1024;
const ticket = uploadTicket;

beforeEach(() => {
  installFakeXhr();
  createPresignedPost.mockReset();
  createPresignedPost.mockResolvedValue({ data: ticket });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkUploadFile', () => {
  it('accepts the allowed types within the limit', () => {
    expect(checkUploadFile(fileOf('cv.pdf', 'application/pdf', 200_000), 'resume')).toBeNull();
    expect(checkUploadFile(fileOf('cv.doc', 'application/msword', 5 * MB), 'resume')).toBeNull();
    expect(
      checkUploadFile(
        fileOf(
          'cv.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          1000,
        ),
        'resume',
      ),
    ).toBeNull();
    expect(checkUploadFile(fileOf('me.webp', 'image/webp', 2 * MB), 'profile_image')).toBeNull();
    expect(checkUploadFile(fileOf('logo.png', 'image/png', 5000), 'company_logo')).toBeNull();
  });

  it('refuses a type not allowed for the purpose with the allowed types named', () => {
    expect(checkUploadFile(fileOf('photo.png', 'image/png', 1000), 'resume')).toBe(
      'Choose a PDF, DOC or DOCX file.',
    );
    expect(checkUploadFile(fileOf('notes.txt', 'text/plain', 1000), 'resume')).toBe(
      'Choose a PDF, DOC or DOCX file.',
    );
    expect(checkUploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'profile_image')).toBe(
      'Choose a PNG, JPEG or WEBP file.',
    );
    expect(checkUploadFile(fileOf('anim.gif', 'image/gif', 1000), 'company_logo')).toBe(
      'Choose a PNG, JPEG or WEBP file.',
    );
  });

  it('falls back to the extension when the browser reports no type, but not against a known wrong type', () => {
    expect(checkUploadFile(fileOf('cv.docx', '', 1000), 'resume')).toBeNull();
    expect(checkUploadFile(fileOf('cv.exe', '', 1000), 'resume')).toBe(
      'Choose a PDF, DOC or DOCX file.',
    );
    expect(checkUploadFile(fileOf('cv.pdf', 'text/html', 1000), 'resume')).toBe(
      'Choose a PDF, DOC or DOCX file.',
    );
  });

  it('refuses a file over the limit with its size and the limit', () => {
    expect(
      checkUploadFile(fileOf('cv.pdf', 'application/pdf', Math.round(7.2 * MB)), 'resume'),
    ).toBe('This file is 7.2 MB; the limit is 5 MB.');
    // Just over the limit never reads as "5 MB; the limit is 5 MB".
    expect(checkUploadFile(fileOf('cv.pdf', 'application/pdf', 5 * MB + 1), 'resume')).toBe(
      'This file is 5.1 MB; the limit is 5 MB.',
    );
    expect(checkUploadFile(fileOf('me.jpg', 'image/jpeg', 3 * MB), 'profile_image')).toBe(
      'This file is 3 MB; the limit is 2 MB.',
    );
  });

  it('refuses an empty file', () => {
    expect(checkUploadFile(fileOf('cv.pdf', 'application/pdf', 0), 'resume')).toMatch(/empty/);
  });

  it('states the contract limits', () => {
    expect(UPLOAD_RULES.resume.maxBytes).toBe(5_242_880);
    expect(UPLOAD_RULES.profile_image.maxBytes).toBe(2_097_152);
    expect(UPLOAD_RULES.company_logo.mimeTypes).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });
});

describe('checkUploadContent: the contract’s signatures, before any upload', () => {
  const file = (parts: BlobPart[], name = 'cv.pdf', type = 'application/pdf') =>
    new File(parts, name, { type });
  const NOT_A_RESUME =
    'This file is not a PDF, DOC or DOCX document by its content. Choose another file.';

  it('takes a PDF, a DOC (OLE2) and a DOCX (ZIP), whatever the name says', async () => {
    expect(await checkUploadContent(file(['%PDF-1.7\n…']), 'resume')).toBeNull();
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(
      await checkUploadContent(file([ole], 'cv.doc', 'application/msword'), 'resume'),
    ).toBeNull();
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0]);
    expect(await checkUploadContent(file([zip], 'cv.docx', ''), 'resume')).toBeNull();
    expect(
      await checkUploadContent(file(['%PDF-1.4'], 'cv.doc', 'application/msword'), 'resume'),
    ).toBeNull();
  });

  it('refuses an executable renamed .pdf, a near miss and an empty file', async () => {
    expect(await checkUploadContent(file(['MZ\u0090\u0000 program']), 'resume')).toBe(NOT_A_RESUME);
    expect(await checkUploadContent(file(['%PDF']), 'resume')).toBe(NOT_A_RESUME);
    expect(await checkUploadContent(file(['%%%%%%%%']), 'resume')).toBe(NOT_A_RESUME);
    expect(
      await checkUploadContent(file([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])]), 'resume'),
    ).toBe(NOT_A_RESUME);
    expect(await checkUploadContent(file([]), 'resume')).toBe(NOT_A_RESUME);
  });

  it('checks images by the contract’s image signatures too: SVG typed image/png is refused', async () => {
    const svg = file(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.png', 'image/png');
    expect(await checkUploadContent(svg, 'profile_image')).toMatch(
      /^This file is not a PNG, JPEG or WEBP .* by its content\. Choose another file\.$/,
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(await checkUploadContent(file([png], 'me.png', 'image/png'), 'company_logo')).toBeNull();
  });

  it('uploadFile refuses such a file before asking for a ticket', async () => {
    await expect(uploadFile(file(['MZ program']), 'resume')).rejects.toThrow(NOT_A_RESUME);
    expect(createPresignedPost).not.toHaveBeenCalled();
  });
});

describe('uploadFile', () => {
  it('refuses a wrong type or size before any network call', async () => {
    await expect(uploadFile(fileOf('cv.pdf', 'application/pdf', 6 * MB), 'resume')).rejects.toThrow(
      'This file is 6 MB; the limit is 5 MB.',
    );
    await expect(uploadFile(fileOf('a.gif', 'image/gif', 10), 'profile_image')).rejects.toThrow(
      'Choose a PNG, JPEG or WEBP file.',
    );
    // An UploadError: its message is meant to be shown as it is.
    await expect(
      uploadFile(fileOf('a.gif', 'image/gif', 10), 'profile_image'),
    ).rejects.toBeInstanceOf(UploadError);
    expect(createPresignedPost).not.toHaveBeenCalled();
    expect(FakeXhr.last).toBeNull();
  });

  it('asks for a ticket, then posts the ticket fields and the file last to the storage url', async () => {
    const file = fileOf('Jane Doe CV.pdf', 'application/pdf', 123_456);
    const done = uploadFile(file, 'resume');
    const xhr = await storageRequest();

    expect(createPresignedPost).toHaveBeenCalledWith(
      expect.objectContaining({
        body: {
          filename: 'Jane Doe CV.pdf',
          content_type: 'application/pdf',
          purpose: 'resume',
          size_bytes: 123_456,
        },
        throwOnError: true,
      }),
    );
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(ticket.url);
    const entries = [...(xhr.body as FormData).entries()];
    expect(entries.map(([name]) => name)).toEqual([
      'key',
      'AWSAccessKeyId',
      'policy',
      'signature',
      'Content-Type',
      'file',
    ]);
    expect(Object.fromEntries(entries.slice(0, -1))).toEqual(ticket.fields);
    const sent = entries.at(-1)?.[1] as File;
    expect(sent).toBeInstanceOf(File);
    expect(sent.name).toBe('Jane Doe CV.pdf');

    xhr.respond(204);
    await expect(done).resolves.toEqual({ key: ticket.fields.key, fileName: 'Jane Doe CV.pdf' });
  });

  it('declares the type from the extension when the browser gives none', async () => {
    const done = uploadFile(fileOf('cv.docx', '', 2000), 'resume');
    (await storageRequest()).respond(201);
    await done;
    expect(createPresignedPost.mock.calls[0]?.[0].body.content_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('reports upload progress as a fraction, ending at 1', async () => {
    const onProgress = vi.fn();
    const done = uploadFile(fileOf('me.png', 'image/png', 1000), 'profile_image', { onProgress });
    const xhr = await storageRequest();
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(204);
    await done;
    expect(onProgress.mock.calls.map(([f]) => f)).toEqual([0, 0.25, 1, 1]);
  });

  it('rejects with a clear message when storage refuses the file or the network fails', async () => {
    const refused = uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume');
    (await storageRequest()).respond(403);
    await expect(refused).rejects.toThrow(/^The upload failed\. Try again\.$/);

    FakeXhr.last = null;
    const down = uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume');
    (await storageRequest()).respond(503);
    await expect(down).rejects.toThrow(
      /^The upload failed\. Something went wrong on our side\. Try again in a moment\.$/,
    );

    FakeXhr.last = null;
    const offline = uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume');
    (await storageRequest()).fail();
    await expect(offline).rejects.toThrow(
      'The upload failed. Check your connection and try again.',
    );
  });

  it('turns a refused ticket into a clear message and never contacts storage', async () => {
    createPresignedPost.mockRejectedValueOnce({
      type: 'about:blank',
      title: 'Unsupported',
      status: 415,
      detail: 'x',
    });
    await expect(uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume')).rejects.toThrow(
      'Choose a PDF, DOC or DOCX file.',
    );
    createPresignedPost.mockRejectedValueOnce({
      type: 'about:blank',
      title: 'Server error',
      status: 500,
      detail: 'x',
    });
    await expect(uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume')).rejects.toThrow(
      /^We couldn't prepare the upload\. Something went wrong on our side\. Try again in a moment\.$/,
    );
    createPresignedPost.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume')).rejects.toThrow(
      /^We couldn't prepare the upload\. Check your connection and try again\.$/,
    );
    expect(FakeXhr.last).toBeNull();
  });

  it('can be aborted while uploading', async () => {
    const controller = new AbortController();
    const done = uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume', {
      signal: controller.signal,
    });
    const xhr = await storageRequest();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });
});

describe('uploadFile: the edges of each step', () => {
  /** The file name the ticket request declares (the ticket is refused, so nothing is uploaded). */
  async function declaredName(name: string, type = 'application/pdf') {
    createPresignedPost.mockRejectedValueOnce({ status: 500 });
    await uploadFile(fileOf(name, type, 1000), 'resume').catch(() => undefined);
    return createPresignedPost.mock.calls.at(-1)?.[0].body.filename as string;
  }

  it('declares a file name the contract accepts: no path separators or control characters, blank named "file", at most 255 characters', async () => {
    expect(await declaredName('C:\\docs/cv\u0007.pdf')).toBe('C:_docs_cv_.pdf');
    expect(await declaredName('   ')).toBe('file');
    expect(await declaredName(`${'a'.repeat(300)}.pdf`)).toBe(`${'a'.repeat(251)}.pdf`);
    expect(await declaredName('b'.repeat(300))).toBe('b'.repeat(255));
  });

  it('refuses a file named only ".pdf" whose type the browser does not know: it has no extension', () => {
    expect(checkUploadFile(fileOf('.pdf', '', 1000), 'resume')).toBe(
      'Choose a PDF, DOC or DOCX file.',
    );
  });

  it('a file that cannot be read is refused with a message, before any ticket', async () => {
    const file = fileOf('cv.pdf', 'application/pdf', 1000);
    Object.defineProperty(file, 'slice', {
      value: () => ({ arrayBuffer: () => Promise.reject(new Error('The file is gone.')) }),
    });
    const error = await uploadFile(file, 'resume').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      name: 'UploadError',
      message: 'This file could not be read. Choose another file.',
    });
    expect(createPresignedPost).not.toHaveBeenCalled();
  });

  it.each([
    [413, /^This file is .+; the limit is 5 MB\.$/],
    [401, /^Sign in again to upload this file\.$/],
    [403, /^Sign in again to upload this file\.$/],
    [429, /^Too many uploads in a short time\. Wait a moment and try again\.$/],
  ])('a ticket refused with %i says why', async (status, message) => {
    createPresignedPost.mockRejectedValueOnce({ type: 'about:blank', status, detail: 'x' });
    await expect(uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume')).rejects.toThrow(
      message,
    );
    expect(FakeXhr.last).toBeNull();
  });

  it('storage: 200 is a success, 300 a refusal, 500 a failure on our side', async () => {
    const ok = uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume');
    (await storageRequest()).respond(200);
    await expect(ok).resolves.toEqual({ key: ticket.fields.key, fileName: 'cv.pdf' });

    FakeXhr.last = null;
    const moved = uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume');
    (await storageRequest()).respond(300);
    await expect(moved).rejects.toThrow(/^The upload failed\. Try again\.$/);

    FakeXhr.last = null;
    const down = uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume');
    (await storageRequest()).respond(500);
    await expect(down).rejects.toThrow(/^The upload failed\. Something went wrong on our side/);
  });

  it('progress without a known total is not reported', async () => {
    const onProgress = vi.fn();
    const done = uploadFile(fileOf('me.png', 'image/png', 1000), 'profile_image', { onProgress });
    const xhr = await storageRequest();
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 500, total: 1000 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 0, total: 0 });
    xhr.respond(204);
    await done;
    expect(onProgress.mock.calls.map(([f]) => f)).toEqual([0, 1]);
  });

  it('cancelled before it starts, or while the ticket is on its way: no ticket asked, or no upload', async () => {
    const before = new AbortController();
    before.abort();
    await expect(
      uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume', { signal: before.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(createPresignedPost).not.toHaveBeenCalled();

    const during = new AbortController();
    createPresignedPost.mockImplementationOnce(async () => {
      during.abort();
      return { data: ticket };
    });
    await expect(
      uploadFile(fileOf('cv.pdf', 'application/pdf', 1000), 'resume', { signal: during.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeNull();
  });
});
