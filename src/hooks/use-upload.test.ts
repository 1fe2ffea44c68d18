import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FakeXhr,
  fakeXhrPerTest,
  fileOf,
  mockUploadApi,
  PRESIGN_ROUTE,
  storageRequest,
  uploadTicket,
} from '@/test/fake-xhr';
import { mockApi, problemBody } from '@/test/mock-api';
import { useUpload } from './use-upload';

fakeXhrPerTest();

/** Runs `start` (or `retry`) inside act and hands back the upload's promise. */
function inAct(run: () => Promise<unknown>): Promise<unknown> {
  let promise!: Promise<unknown>;
  act(() => {
    promise = run();
  });
  return promise;
}

const cv = () => fileOf('cv.pdf', 'application/pdf', 2000);

describe('useUpload', () => {
  it('starts idle, reports progress while uploading, and ends done with the key', async () => {
    const api = mockUploadApi();
    const { result } = renderHook(() => useUpload('resume'));
    expect(result.current).toMatchObject({
      state: 'idle',
      progress: 0,
      error: null,
      file: null,
      result: null,
    });

    const file = cv();
    const done = inAct(() => result.current.start(file));
    expect(result.current).toMatchObject({ state: 'uploading', progress: 0, file });
    const xhr = await storageRequest();
    act(() => xhr.progress(300, 1000));
    expect(result.current.progress).toBe(0.3);
    act(() => xhr.progress(900, 1000));
    expect(result.current.progress).toBe(0.9);

    await act(async () => {
      xhr.respond(204);
      await expect(done).resolves.toEqual({ key: uploadTicket.fields.key, fileName: 'cv.pdf' });
    });
    expect(result.current).toMatchObject({
      state: 'done',
      progress: 1,
      error: null,
      file,
      result: { key: uploadTicket.fields.key, fileName: 'cv.pdf' },
    });
    expect(api.calls.map((c) => c.body)).toEqual([
      { filename: 'cv.pdf', content_type: 'application/pdf', purpose: 'resume', size_bytes: 2000 },
    ]);
    expect(xhr.file?.name).toBe('cv.pdf');
  });

  it('says why a file is refused, before any network call, and offers no retry for it', async () => {
    const api = mockApi({});
    const { result } = renderHook(() => useUpload('profile_image'));
    await act(async () => {
      await expect(result.current.start(fileOf('me.gif', 'image/gif', 10))).resolves.toBeNull();
    });
    expect(result.current).toMatchObject({
      state: 'error',
      error: 'Choose a PNG, JPEG or WEBP file.',
      canRetry: false,
    });
    await act(async () => {
      await expect(
        result.current.start(fileOf('me.png', 'image/png', 3 * 1024 * 1024)),
      ).resolves.toBeNull();
    });
    expect(result.current.error).toBe('This file is 3 MB; the limit is 2 MB.');
    expect(api.calls).toHaveLength(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('says why a file is refused by its content (its first bytes), offers no retry, and sends nothing', async () => {
    const api = mockApi({});
    const { result } = renderHook(() => useUpload('resume'));
    const renamed = new File(['MZ program'], 'cv.pdf', { type: 'application/pdf' });
    await act(async () => {
      await expect(result.current.start(renamed)).resolves.toBeNull();
    });
    expect(result.current).toMatchObject({
      state: 'error',
      error: 'This file is not a PDF, DOC or DOCX document by its content. Choose another file.',
      file: renamed,
      canRetry: false,
    });
    await act(async () => {
      await expect(result.current.retry()).resolves.toBeNull();
    });
    expect(api.calls).toHaveLength(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('says why the upload failed: the ticket, the storage service or the connection', async () => {
    const api = mockApi({
      [PRESIGN_ROUTE]: { status: 429, body: problemBody(429, { detail: 'Slow down.' }) },
    });
    const { result } = renderHook(() => useUpload('resume'));
    await act(async () => {
      await result.current.start(cv());
    });
    expect(result.current).toMatchObject({
      state: 'error',
      progress: 0,
      error: 'Too many uploads in a short time. Wait a moment and try again.',
      canRetry: true,
    });

    api.override(PRESIGN_ROUTE, { body: uploadTicket });
    let done = inAct(() => result.current.start(cv()));
    expect(result.current).toMatchObject({ state: 'uploading', error: null });
    await act(async () => {
      (await storageRequest()).respond(403);
      await done;
    });
    expect(result.current.error).toBe('The upload failed. Try again.');

    done = inAct(() => result.current.start(cv()));
    await act(async () => {
      (await storageRequest(2)).fail();
      await done;
    });
    expect(result.current.error).toBe('The upload failed. Check your connection and try again.');
  });

  it('cancel() aborts the request and goes back to idle', async () => {
    mockUploadApi();
    const { result } = renderHook(() => useUpload('resume'));
    const done = inAct(() => result.current.start(cv()));
    const xhr = await storageRequest();
    act(() => xhr.progress(500, 1000));
    await act(async () => {
      result.current.cancel();
      await expect(done).resolves.toBeNull();
    });
    expect(xhr.aborted).toBe(true);
    expect(result.current).toMatchObject({ state: 'idle', progress: 0, error: null, file: null });
  });

  it('cancel() while the ticket is on its way never reaches storage', async () => {
    let answer!: () => void;
    mockApi({
      [PRESIGN_ROUTE]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: uploadTicket });
        }),
    });
    const { result } = renderHook(() => useUpload('resume'));
    const done = inAct(() => result.current.start(cv()));
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => {
      result.current.cancel();
      answer();
      await expect(done).resolves.toBeNull();
    });
    expect(FakeXhr.all).toHaveLength(0);
    expect(result.current.state).toBe('idle');
  });

  it('unmounting mid-upload aborts the request', async () => {
    mockUploadApi();
    const { result, unmount } = renderHook(() => useUpload('resume'));
    const done = inAct(() => result.current.start(cv()));
    const xhr = await storageRequest();
    unmount();
    expect(xhr.aborted).toBe(true);
    await expect(done).resolves.toBeNull();
  });

  it('retry() sends the last file again', async () => {
    mockUploadApi();
    const { result } = renderHook(() => useUpload('resume'));
    const file = cv();
    await act(async () => {
      const done = result.current.start(file);
      (await storageRequest()).fail();
      await done;
    });
    expect(result.current).toMatchObject({ state: 'error', canRetry: true, file });

    const again = inAct(() => result.current.retry());
    expect(result.current).toMatchObject({ state: 'uploading', error: null, file });
    const second = await storageRequest(2);
    expect(second.file?.name).toBe('cv.pdf');
    expect(second.body?.get('key')).toBe(uploadTicket.fields.key);
    await act(async () => {
      second.respond(204);
      await expect(again).resolves.toEqual({ key: uploadTicket.fields.key, fileName: 'cv.pdf' });
    });
    expect(result.current.state).toBe('done');
  });

  it('a new start() replaces an upload in flight; reset() forgets everything', async () => {
    mockUploadApi();
    const { result } = renderHook(() => useUpload('resume'));
    const first = inAct(() => result.current.start(fileOf('old.pdf', 'application/pdf', 10)));
    const old = await storageRequest(1);
    const file = fileOf('new.pdf', 'application/pdf', 10);
    act(() => {
      void result.current.start(file);
    });
    expect(old.aborted).toBe(true);
    await expect(first).resolves.toBeNull();
    // The replaced upload's late events change nothing.
    act(() => old.progress(10, 10));
    expect(result.current).toMatchObject({ state: 'uploading', progress: 0, file });

    const replacing = await storageRequest(2);
    expect(replacing.file?.name).toBe('new.pdf');
    act(() => result.current.reset());
    expect(replacing.aborted).toBe(true);
    expect(result.current).toMatchObject({
      state: 'idle',
      file: null,
      error: null,
      canRetry: false,
    });
    await act(async () => {
      await expect(result.current.retry()).resolves.toBeNull();
    });
    expect(FakeXhr.all).toHaveLength(2);
  });
});
