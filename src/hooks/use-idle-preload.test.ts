import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteChunk } from '@/lib/route-preload';
import { useIdlePreload } from './use-idle-preload';

// jsdom has no requestIdleCallback: whenIdle falls back to a timer, which fake timers run.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

let n = 0;
/** A chunk with a key of its own (the preload queue is shared and loads each key once). */
const chunk = (): RouteChunk & { load: ReturnType<typeof vi.fn> } => ({
  key: `test-chunk-${++n}`,
  load: vi.fn(() => Promise.resolve()),
});

describe('useIdlePreload', () => {
  it('loads the chunks once the browser is idle, not while rendering', async () => {
    const chunks = [chunk(), chunk()];
    renderHook(() => useIdlePreload(chunks));
    expect(chunks[0]!.load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(chunks[0]!.load).toHaveBeenCalledTimes(1);
    expect(chunks[1]!.load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the component has gone before the browser was idle', async () => {
    const chunks = [chunk()];
    const { unmount } = renderHook(() => useIdlePreload(chunks));
    unmount();
    await vi.runAllTimersAsync();
    expect(chunks[0]!.load).not.toHaveBeenCalled();
  });

  it('loads a chunk once however many ask for it', async () => {
    const chunks = [chunk()];
    renderHook(() => useIdlePreload(chunks));
    renderHook(() => useIdlePreload(chunks));
    await vi.runAllTimersAsync();
    expect(chunks[0]!.load).toHaveBeenCalledTimes(1);
  });
});
