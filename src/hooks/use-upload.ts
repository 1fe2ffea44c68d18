import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkUploadContent,
  checkUploadFile,
  uploadFile,
  type UploadPurpose,
} from '@/lib/api/upload';

type UploadState = 'idle' | 'uploading' | 'done' | 'error';

/** What an upload gives back: the storage key to hand to the API, and the file name it declared. */
export interface UploadResult {
  key: string;
  fileName: string;
}

export interface Upload {
  state: UploadState;
  /** 0..1 while uploading, 1 once done, 0 otherwise. */
  progress: number;
  /** Why the last upload failed, in words for people; null unless `state` is 'error'. */
  error: string | null;
  /** The file being uploaded, or the one the last upload was about (done or failed). */
  file: File | null;
  result: UploadResult | null;
  /** The last upload failed on the way (not a refused file): retry() may work. */
  canRetry: boolean;
  /**
   * Uploads a file (replacing any upload in flight). Resolves with the result, or null when the
   * file was refused, the upload failed (see `error`) or was cancelled.
   */
  start: (file: File) => Promise<UploadResult | null>;
  /** Stops the upload in flight (the request is aborted) and goes back to idle. */
  cancel: () => void;
  /** Sends the last file again; null when there is none. */
  retry: () => Promise<UploadResult | null>;
  /** Stops any upload and forgets the last one. */
  reset: () => void;
}

type Status =
  | { state: 'idle' }
  | { state: 'uploading'; file: File; progress: number }
  | { state: 'done'; file: File; result: UploadResult }
  | { state: 'error'; file: File; error: string; retryable: boolean };

const IDLE: Status = { state: 'idle' };
const FAILED = 'The upload failed. Try again.';

/**
 * One file upload for a purpose (resume, profile image, company logo) over `uploadFile`: its
 * progress, the reason it failed, cancel and retry. The request is aborted when the component
 * using it goes away.
 */
export function useUpload(purpose: UploadPurpose): Upload {
  const [status, setStatus] = useState<Status>(IDLE);
  // The upload in flight (only its events may change the status) and the last file sent.
  const current = useRef<AbortController | null>(null);
  const lastSent = useRef<File | null>(null);

  const stop = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (file: File): Promise<UploadResult | null> => {
      stop();
      // A file refused by its type, size or content (its first bytes): not worth a retry.
      const refusal = checkUploadFile(file, purpose);
      if (refusal) {
        setStatus({ state: 'error', file, error: refusal, retryable: false });
        return null;
      }
      const controller = new AbortController();
      current.current = controller;
      const mine = () => current.current === controller;
      setStatus({ state: 'uploading', file, progress: 0 });
      const notAResume = await checkUploadContent(file, purpose);
      if (!mine()) return null;
      if (notAResume) {
        current.current = null;
        setStatus({ state: 'error', file, error: notAResume, retryable: false });
        return null;
      }
      lastSent.current = file;
      try {
        const result = await uploadFile(file, purpose, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (mine()) setStatus({ state: 'uploading', file, progress });
          },
        });
        if (!mine()) return null;
        current.current = null;
        setStatus({ state: 'done', file, result });
        return result;
      } catch (error) {
        if (!mine()) return null;
        current.current = null;
        const message = error instanceof Error && error.message ? error.message : FAILED;
        setStatus({ state: 'error', file, error: message, retryable: true });
        return null;
      }
    },
    [purpose, stop],
  );

  const cancel = useCallback(() => {
    stop();
    setStatus(IDLE);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    lastSent.current = null;
    setStatus(IDLE);
  }, [stop]);

  const retry = useCallback(
    () => (lastSent.current ? start(lastSent.current) : Promise.resolve(null)),
    [start],
  );

  return {
    state: status.state,
    progress: status.state === 'uploading' ? status.progress : status.state === 'done' ? 1 : 0,
    error: status.state === 'error' ? status.error : null,
    file: status.state === 'idle' ? null : status.file,
    result: status.state === 'done' ? status.result : null,
    canRetry: status.state === 'error' && status.retryable,
    start,
    cancel,
    retry,
    reset,
  };
}
