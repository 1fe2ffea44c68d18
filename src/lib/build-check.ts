/**
 * New-build check (docs/product.md §1 and §9): every 3,600,000 ms, the first time when the browser
 * is idle, compare the deployed build id with ours. When it differs, tell the user once and
 * do a full reload on the next navigation.
 */
import { whenIdle } from './idle';

export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

export interface BuildCheckOptions {
  currentBuildId: string;
  fetchLatestId: () => Promise<string | null>;
  onNewBuild: (id: string) => void;
  interval?: number;
  /** Schedules the first check; defaults to requestIdleCallback (setTimeout where missing). */
  whenIdle?: (run: () => void) => () => void;
}

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
