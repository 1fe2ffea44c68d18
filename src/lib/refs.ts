import type * as React from 'react';

/** Sets a ref of any kind (callback or object) to `value`. */
function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * One callback ref that sets every one of `refs`: a component that needs its element itself and
 * passes it on to the ref it was given. Memoise it (useCallback) when its identity matters.
 */
export function mergeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (value) => {
    for (const ref of refs) assignRef(ref, value);
  };
}
