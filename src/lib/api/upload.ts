/**
 * File uploads (resumes, profile images, company logos), shared by every feature that takes a
 * file. Files never pass through the API: the flow is
 *   1. createPresignedPost({filename, content_type, purpose}) -> an S3-style ticket {url, fields}
 *   2. POST multipart/form-data to ticket.url: every ticket field first, then `file` last
 *   3. hand ticket.fields.key to the call that uses the file (resume_key, logo_key, ...).
 * Step 2 uses XMLHttpRequest rather than fetch because fetch has no upload progress events.
 * The type and size limits are checked here before any network call, with a message people can
 * act on; the server and the storage policy enforce the same limits again.
 */
import { createPresignedPost } from '../../../generated/sdk.gen';
import { uploadPurposeRules } from '../../../generated/rules.gen';
import type { UploadTicket, UploadTicketRequest } from '../../../generated/types.gen';
import { FAILURE_MESSAGES, failureMessage } from '../error-message';
// Rounded up, so a file just over the limit never reads as the limit itself.
import { formatFileSize as megabytes } from '../format/size';

/** Why an upload failed, already in words people can act on (its message is meant to be shown). */
export class UploadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UploadError';
  }
}

export type UploadPurpose = UploadTicketRequest['purpose'];

type ContentType = UploadTicketRequest['content_type'];

interface UploadRule {
  /** Content types allowed for the purpose. */
  mimeTypes: string[];
  /** File extensions (lower case, no dot) that carry them. */
  extensions: string[];
  maxBytes: number;
  /** The types in words: "PDF, DOC or DOCX". */
  typesLabel: string;
}

const contractRules: Readonly<
  Record<
    UploadPurpose,
    {
      maxBytes: number;
      contentTypes: Readonly<Partial<Record<ContentType, readonly string[]>>>;
      /** The first bytes (hex) each type's files start with, where the contract gives them. */
      signatures?: Readonly<Partial<Record<ContentType, readonly string[]>>>;
    }
  >
> = uploadPurposeRules;

/** "A, B or C". */
const inWords = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');

function ruleOf(purpose: UploadPurpose): UploadRule {
  const { maxBytes, contentTypes } = contractRules[purpose];
  const types = Object.entries(contentTypes) as [ContentType, readonly string[]][];
  return {
    mimeTypes: types.map(([type]) => type),
    extensions: types.flatMap(([, extensions]) => extensions),
    maxBytes,
    typesLabel: inWords(types.map(([, extensions]) => extensions[0]!.toUpperCase())),
  };
}

/**
 * Allowed types and size per purpose: the contract's `x-upload-rules` of UploadPurpose
 * (generated/rules.gen.ts), which the server enforces too (415, 413). Change the contract.
 */
export const UPLOAD_RULES = Object.fromEntries(
  (Object.keys(contractRules) as UploadPurpose[]).map((purpose) => [purpose, ruleOf(purpose)]),
) as Record<UploadPurpose, UploadRule>;

/** The content type each extension carries, across every purpose. */
const MIME_BY_EXTENSION = Object.fromEntries(
  Object.values(contractRules).flatMap(({ contentTypes }) =>
    (Object.entries(contentTypes) as [ContentType, readonly string[]][]).flatMap(
      ([type, extensions]) => extensions.map((extension) => [extension, type]),
    ),
  ),
) as Record<string, ContentType>;

/** Browsers report an empty type (or a generic one) for files they do not recognise. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The content type to declare, or null when the file is not an allowed type for the purpose. */
function contentTypeFor(file: File, purpose: UploadPurpose): ContentType | null {
  const rule = UPLOAD_RULES[purpose];
  const type = file.type.toLowerCase();
  if (rule.mimeTypes.includes(type)) return type as ContentType;
  const ext = extensionOf(file.name);
  if (UNKNOWN_TYPES.has(type) && rule.extensions.includes(ext))
    return MIME_BY_EXTENSION[ext] ?? null;
  return null;
}

/** A message saying why the file cannot be uploaded for this purpose, or null when it can. */
export function checkUploadFile(file: File, purpose: UploadPurpose): string | null {
  const rule = UPLOAD_RULES[purpose];
  if (!contentTypeFor(file, purpose)) return `Choose a ${rule.typesLabel} file.`;
  if (file.size === 0) return 'This file is empty. Choose another file.';
  if (file.size > rule.maxBytes) {
    return `This file is ${megabytes(file.size)}; the limit is ${megabytes(rule.maxBytes)}.`;
  }
  return null;
}

/** The contract's signatures of a purpose as bytes (none when it gives none). */
function signaturesOf(purpose: UploadPurpose): Uint8Array[] {
  const signatures = contractRules[purpose].signatures ?? {};
  return Object.values(signatures).flatMap((list) =>
    (list ?? []).map(
      (hex) => new Uint8Array(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16))),
    ),
  );
}

/** Reads a Blob's bytes (FileReader where Blob.arrayBuffer is missing, as in older engines). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * A message when the file's first bytes are none of the purpose's signatures (the contract's
 * `x-upload-rules` signatures, which the server checks again when the key is used), else null:
 * an executable renamed `cv.pdf` is refused before it is uploaded. Purposes without signatures
 * pass.
 */
export async function checkUploadContent(
  file: File,
  purpose: UploadPurpose,
): Promise<string | null> {
  const signatures = signaturesOf(purpose);
  if (signatures.length === 0) return null;
  const longest = Math.max(...signatures.map((s) => s.length));
  let head: Uint8Array;
  try {
    head = new Uint8Array(await bytesOf(file.slice(0, longest)));
  } catch {
    return 'This file could not be read. Choose another file.';
  }
  const matches = signatures.some(
    (signature) =>
      head.length >= signature.length && signature.every((byte, i) => head[i] === byte),
  );
  return matches
    ? null
    : `This file is not a ${UPLOAD_RULES[purpose].typesLabel} document by its content. Choose another file.`;
}

/** The file name as the contract accepts it: no path separators or control characters, ≤ 255. */
function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[/\\\u0000-\u001f]/g, '_').trim() || 'file';
  if (cleaned.length <= 255) return cleaned;
  const ext = extensionOf(cleaned);
  return ext ? `${cleaned.slice(0, 254 - ext.length)}.${ext}` : cleaned.slice(0, 255);
}

function abortError(): Error {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

interface ProblemLike {
  status?: number;
  detail?: string;
}

function ticketErrorMessage(error: unknown, purpose: UploadPurpose, file: File): string {
  const problem = (typeof error === 'object' && error !== null ? error : {}) as ProblemLike;
  const rule = UPLOAD_RULES[purpose];
  if (problem.status === 413)
    return `This file is ${megabytes(file.size)}; the limit is ${megabytes(rule.maxBytes)}.`;
  if (problem.status === 415) return `Choose a ${rule.typesLabel} file.`;
  if (problem.status === 401 || problem.status === 403) return 'Sign in again to upload this file.';
  if (problem.status === 429)
    return 'Too many uploads in a short time. Wait a moment and try again.';
  return `We couldn't prepare the upload. ${failureMessage(error)}`;
}

function postToStorage(
  ticket: UploadTicket,
  file: File,
  onProgress: ((fraction: number) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // S3 reads the policy fields before the file: every ticket field first, the file last.
    for (const [name, value] of Object.entries(ticket.fields)) {
      if (typeof value === 'string') form.append(name, value);
    }
    form.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const cleanup = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      cleanup();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(
          new UploadError(
            xhr.status >= 500
              ? `The upload failed. ${failureMessage({ status: xhr.status })}`
              : 'The upload failed. Try again.',
          ),
        );
      }
    };
    xhr.onerror = () => {
      cleanup();
      reject(new UploadError(`The upload failed. ${FAILURE_MESSAGES.network}`));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      cleanup();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads a file for a purpose and resolves with the storage key to hand to the API. Refuses a
 * file of the wrong type, content or size before any network call. Failures reject with an UploadError
 * whose message says why (an AbortError when cancelled).
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<{ key: string; fileName: string }> {
  const { onProgress, signal } = options;
  const refusal = checkUploadFile(file, purpose) ?? (await checkUploadContent(file, purpose));
  if (refusal) throw new UploadError(refusal);
  const contentType = contentTypeFor(file, purpose) as ContentType;
  if (signal?.aborted) throw abortError();

  const fileName = safeFileName(file.name);
  let ticket: UploadTicket;
  try {
    const { data } = await createPresignedPost({
      body: { filename: fileName, content_type: contentType, purpose, size_bytes: file.size },
      signal,
      throwOnError: true,
    });
    ticket = data;
  } catch (error) {
    if (signal?.aborted) throw abortError();
    throw new UploadError(ticketErrorMessage(error, purpose, file), { cause: error });
  }
  if (signal?.aborted) throw abortError();

  onProgress?.(0);
  await postToStorage(ticket, file, onProgress, signal);
  return { key: ticket.fields.key, fileName };
}
