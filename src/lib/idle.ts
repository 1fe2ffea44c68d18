/** Runs `run` when the browser is idle (at most 10 s later); returns what cancels it. */
export const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 10_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
};

/**
 * Runs `run` once the browser has painted the current frame (the frame's animation callback,
 * then a task after it; a hidden page paints nothing, so there just a task): for work an
 * interaction starts but need not finish before its answer shows. Returns what cancels it.
 */
export const afterNextPaint = (run: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(run, 0);
  };
  if (typeof window.requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    later();
    return () => clearTimeout(timer);
  }
  const frame = window.requestAnimationFrame(later);
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};
