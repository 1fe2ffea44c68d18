import { useState } from 'react';

/**
 * What a form does for a controlled input in a test: holds its value and hands every change to
 * the test's `onChange` as well. `const [value, change] = useControlledValue(initial, onChange)`.
 */
export function useControlledValue<T>(initial: T, onChange?: (value: T) => void) {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    setValue(next);
    onChange?.(next);
  };
  return [value, change] as const;
}
