import { afterEach, beforeEach, expect, vi } from 'vitest';
import { currentFake, mockApi, type MockHandler, type MockResponse } from './mock-api';
import { uploadPurposeRules } from '@generated/rules.gen';

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
  /**
   * Storage answers `status`. A success on the fake's own storage (a ticket the fake issued)
   * delivers the file to the fake first, and the fake's answer is what the page gets.
   */
  respond(status: number) {
    const fake = currentFake();
    if (fake && status >= 200 && status < 300 && this.url.startsWith(fake.config.fakeOrigin)) {
      void deliver(fake, this).then((answer) => {
        this.status = answer;
        this.onload?.();
      });
      return;
    }
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

/** A File's bytes (jsdom's File has no arrayBuffer(); its FileReader reads it). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** Posts what an XMLHttpRequest sent to the fake's storage route (as multipart, realm-neutral). */
async function deliver(fake: NonNullable<ReturnType<typeof currentFake>>, xhr: FakeXhr) {
  const boundary = 'fake-xhr-boundary';
  const parts: (string | Uint8Array)[] = [];
  for (const [name, value] of xhr.body?.entries() ?? []) {
    if (typeof value === 'string') {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    } else {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n` +
          `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
        await bytesOf(value),
        '\r\n',
      );
    }
  }
  parts.push(`--${boundary}--\r\n`);
  const bytes = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : p));
  const body = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  bytes.reduce((at, b) => (body.set(b, at), at + b.length), 0);
  const answer = await fake.handle(
    new Request(xhr.url, {
      method: xhr.method,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    }),
  );
  return answer.status;
}

export function installFakeXhr() {
  FakeXhr.last = null;
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** What reached storage in the running test. */
export interface StorageRequests {
  /** Waits for an upload to reach storage: the `nth` (1-based) when given, else the latest. */
  request: (nth?: number) => Promise<FakeXhr>;
  /** Every request sent to storage so far. */
  readonly all: readonly FakeXhr[];
}

/**
 * Call once in a test file: each test gets a fresh fake XMLHttpRequest and the real one back
 * after. Returns what reached storage in the running test.
 */
export function fakeXhrPerTest(): StorageRequests {
  beforeEach(() => installFakeXhr());
  afterEach(() => vi.unstubAllGlobals());
  return {
    request: (nth) => storageRequest(nth),
    get all() {
      return FakeXhr.all;
    },
  };
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

type Rule = { contentTypes: object; signatures?: object };
const RULES = Object.values(uploadPurposeRules) as Rule[];

/**
 * The first bytes of a real file of `type` (or, without one, of the type its extension carries):
 * its first signature in the contract's x-upload-rules.
 */
function headOf(name: string, type: string): BlobPart {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const byExtension = RULES.flatMap((rule) =>
    Object.entries(rule.contentTypes as Record<string, readonly string[]>),
  ).find(([, extensions]) => extensions.includes(extension))?.[0];
  const resolved = type || byExtension || '';
  for (const rule of RULES) {
    const hex = (rule.signatures as Record<string, readonly string[]> | undefined)?.[resolved]?.[0];
    if (hex) return new Uint8Array(hex.match(/../g)!.map((b) => Number.parseInt(b, 16)));
  }
  return 'x';
}

/**
 * A File of a given size without allocating it (jsdom reads `size` from the parts). It starts
 * with the bytes a real file of its type starts with, so the content check takes it.
 */
export function fileOf(name: string, type: string, size: number): File {
  const file = new File([headOf(name, type)], name, { type });
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
