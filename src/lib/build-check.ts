/**
 * New-build check (docs/product.md §1 and §9): every 3,600,000 ms, the first time when the browser
 * is idle, compare the deployed build id with ours. When it differs, tell the user once and
 * do a full reload on the next navigation.
 */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export interface BuildCheckOptions {
  currentBuildId: string;
  fetchLatestId: () => Promise<string | null>;
  onNewBuild: (id: string) => void;
  interval?: number;
  /** Schedules the first check; defaults to requestIdleCallback (setTimeout where missing). */
  whenIdle?: (run: () => void) => () => void;
}

/** Runs `run` when the browser is idle (at most 10 s later); returns what cancels it. */
export const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 10_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
};

let newBuildPending = false;

/** True once a newer build was seen: the next navigation should be a full page load. */
export function isNewBuildPending(): boolean {
  return newBuildPending;
}

export function startBuildCheck({
  currentBuildId,
  fetchLatestId,
  onNewBuild,
  interval = BUILD_CHECK_INTERVAL_MS,
  whenIdle: scheduleFirst = whenIdle,
}: BuildCheckOptions): () => void {
  let timer: number | undefined;
  let stopped = false;

  const check = async () => {
    if (stopped || newBuildPending) return;
    try {
      const latest = await fetchLatestId();
      if (!stopped && latest && latest !== currentBuildId) {
        newBuildPending = true;
        onNewBuild(latest);
      }
    } catch {
      // No build info (dev server, offline): try again next time.
    }
  };

  const cancelIdle = scheduleFirst(() => {
    void check();
    timer = window.setInterval(() => void check(), interval);
  });

  return () => {
    stopped = true;
    cancelIdle();
    if (timer !== undefined) window.clearInterval(timer);
  };
}

/** For tests. */
export function resetBuildCheckState(): void {
  newBuildPending = false;
}
