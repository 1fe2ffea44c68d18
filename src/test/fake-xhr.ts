import { afterEach, beforeEach, expect, vi } from 'vitest';
import { mockApi, type MockHandler, type MockResponse } from './mock-api';

/**
 * A stand-in for XMLHttpRequest (the storage POST of an upload): records what is sent and lets the
 * test drive progress and the answer. `installFakeXhr()` in a beforeEach; `vi.unstubAllGlobals()`
 * (or the test file's afterEach) puts the real one back.
 */
export class FakeXhr {
  static last: FakeXhr | null = null;
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  aborted = false;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
  /** The file sent (the form's last entry). */
  get file(): File | null {
    const value = this.body?.get('file');
    return value instanceof File ? value : null;
  }
}

export function installFakeXhr() {
  FakeXhr.last = null;
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** Call once in a test file: each test gets a fresh fake XMLHttpRequest and the real one back after. */
export function fakeXhrPerTest() {
  beforeEach(() => installFakeXhr());
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * Waits until an upload reached storage (the ticket call before it is async): the `nth` request
 * (1-based) when given, else the latest one.
 */
export async function storageRequest(nth?: number): Promise<FakeXhr> {
  const pick = () => (nth ? FakeXhr.all[nth - 1] : FakeXhr.last);
  await vi.waitFor(() => expect(pick()?.body).toBeTruthy());
  return pick() as FakeXhr;
}

/** A File of a given size without allocating it (jsdom reads `size` from the parts). */
export function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A ticket the generated client's response validation accepts. */
export const uploadTicket = {
  url: 'http://127.0.0.1:4011/jobboard-uploads',
  fields: {
    key: 'uploads/resume/2025/abc123/cv.pdf',
    AWSAccessKeyId: 'AKIAEXAMPLE',
    policy: 'eyJleHBpcmF0aW9uIjoiMjAyNS0wMS0wMVQwMDowMDowMFoifQ==',
    signature: 'c2lnbmF0dXJl',
    'Content-Type': 'application/pdf',
  },
};

export const PRESIGN_ROUTE = 'POST /v2/public/applications/generate-presigned-post/';

/** The API answering the upload-ticket call with `ticket`, and the other `routes` as given. */
export function mockUploadApi(
  routes: Record<string, MockResponse | MockHandler> = {},
  ticket: typeof uploadTicket = uploadTicket,
) {
  return mockApi({ [PRESIGN_ROUTE]: { body: ticket }, ...routes });
}
