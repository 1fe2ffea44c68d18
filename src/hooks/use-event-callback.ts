import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * An event handler whose identity never changes and that runs the handler of the latest render:
 * for handlers passed to memoised children (`memo`), which a new function every render would
 * re-render. For events only: called while rendering, it would run the previous render's handler
 * (pass a value, or a `useCallback` over what it reads, for what a child calls while rendering).
 */
export function useEventCallback<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  // Before any layout effect of this commit, so a child's effect already calls the new handler.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
