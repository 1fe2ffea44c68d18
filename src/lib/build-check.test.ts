import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_CHECK_INTERVAL_MS,
  isNewBuildPending,
  resetBuildCheckState,
  startBuildCheck,
} from './build-check';

beforeEach(() => {
  vi.useFakeTimers();
  resetBuildCheckState();
});
afterEach(() => vi.useRealTimers());

/** Lets the caller decide when the browser is "idle". */
function manualIdle() {
  let run: (() => void) | null = null;
  return { whenIdle: (fn: () => void) => ((run = fn), () => (run = null)), fire: () => run?.() };
}

/** The check of build-1, started once the browser is idle, with the latest id `fetchLatestId` gives. */
function startedOnIdle(fetchLatestId: () => Promise<string | null>) {
  const idle = manualIdle();
  const onNewBuild = vi.fn();
  startBuildCheck({
    currentBuildId: 'build-1',
    fetchLatestId,
    onNewBuild,
    whenIdle: idle.whenIdle,
  });
  idle.fire();
  return { onNewBuild };
}

describe('new-build check', () => {
  it('checks first when idle, then every 3,600,000 ms', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    const idle = manualIdle();
    const fetchLatestId = vi.fn().mockResolvedValue('build-1');
    const stop = startBuildCheck({
      currentBuildId: 'build-1',
      fetchLatestId,
      onNewBuild: vi.fn(),
      whenIdle: idle.whenIdle,
    });

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(fetchLatestId).not.toHaveBeenCalled(); // nothing before the browser is idle

    idle.fire();
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatestId).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(fetchLatestId).toHaveBeenCalledTimes(3);
  });

  it('tells the user once about a newer build and marks the next navigation for a full load', async () => {
    const fetchLatestId = vi.fn().mockResolvedValueOnce('build-1').mockResolvedValue('build-2');
    const { onNewBuild } = startedOnIdle(fetchLatestId);
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).not.toHaveBeenCalled();
    expect(isNewBuildPending()).toBe(false);

    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('build-2');
    expect(isNewBuildPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('ignores failures and missing build info', async () => {
    const fetchLatestId = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(null);
    const { onNewBuild } = startedOnIdle(fetchLatestId);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    expect(onNewBuild).not.toHaveBeenCalled();
  });
});
