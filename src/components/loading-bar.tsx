import { useEffect, useState } from 'react';

/** Loading bar constants (docs/product.md §9). */
export const LOADING_BAR = {
  heightPx: 2,
  color: '#2563eb',
  durationMs: 2000,
  throttleMs: 0,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

type Phase = 'idle' | 'running' | 'finishing' | 'hiding';

/**
 * A thin bar at the top of the viewport while `active` (a navigation is in progress). It creeps
 * towards 90 % over `durationMs`, jumps to 100 % when done, fades after `hideDelayMs` and resets
 * `resetDelayMs` later, ready for the next navigation.
 */
export function LoadingBar({ active }: { active: boolean }) {
  // While active the bar runs; after that it finishes, hides and resets on timers.
  const [tail, setTail] = useState<Exclude<Phase, 'running'>>('idle');
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (!active) setTail('finishing');
  }
  const phase: Phase = active ? 'running' : tail;

  useEffect(() => {
    if (active) return;
    const hide = window.setTimeout(
      () => setTail((p) => (p === 'finishing' ? 'hiding' : p)),
      LOADING_BAR.hideDelayMs,
    );
    const reset = window.setTimeout(
      () => setTail((p) => (p === 'hiding' ? 'idle' : p)),
      LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs,
    );
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(reset);
    };
  }, [active]);

  const width =
    phase === 'running' ? '90%' : phase === 'finishing' || phase === 'hiding' ? '100%' : '0%';
  const transition =
    phase === 'running'
      ? `width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1)`
      : phase === 'idle'
        ? 'none'
        : 'width 200ms ease-out, opacity 300ms';
  return (
    <div
      data-testid="loading-bar"
      data-state={phase}
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={phase === 'idle'}
      aria-busy={phase === 'running'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100]"
      style={{ height: LOADING_BAR.heightPx }}
    >
      <div
        style={{
          height: '100%',
          width,
          background: LOADING_BAR.color,
          opacity: phase === 'hiding' || phase === 'idle' ? 0 : 1,
          transition,
          boxShadow: `0 0 6px ${LOADING_BAR.color}`,
        }}
      />
    </div>
  );
}

/** Full-screen loader shown while a page is starting to load (page loading state). */
export function FullScreenLoader() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-background"
    >
      <div
        className="size-8 animate-spin rounded-full border-2 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
