import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEventCallback } from './use-event-callback';

describe('useEventCallback', () => {
  it('keeps one identity across renders and runs the latest render’s handler', () => {
    const { result, rerender } = renderHook(
      ({ factor }) => useEventCallback((n: number) => n * factor),
      { initialProps: { factor: 2 } },
    );
    const first = result.current;
    expect(first(5)).toBe(10);

    rerender({ factor: 3 });
    expect(result.current).toBe(first);
    expect(first(5)).toBe(15);
  });
});
