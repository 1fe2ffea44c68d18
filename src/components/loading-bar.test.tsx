import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR, LoadingBar } from './loading-bar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bar = () => screen.getByTestId('loading-bar');
const fill = () => bar().firstElementChild as HTMLElement;

describe('loading bar', () => {
  it('has the constants of docs/product.md §9', () => {
    expect(LOADING_BAR).toEqual({
      heightPx: 2,
      color: '#2563eb',
      durationMs: 2000,
      throttleMs: 0,
      hideDelayMs: 500,
      resetDelayMs: 400,
    });
  });

  it('shows at once (no throttle), 2 px high and blue, creeping over 2000 ms', () => {
    const { rerender } = render(<LoadingBar active={false} />);
    expect(bar().dataset.state).toBe('idle');
    rerender(<LoadingBar active />);
    expect(bar().dataset.state).toBe('running');
    expect(bar().style.height).toBe('2px');
    expect(fill().style.background).toMatch(/#2563eb|rgb\(37, 99, 235\)/);
    expect(fill().style.transition).toContain('2000ms');
    expect(fill().style.width).toBe('90%');
  });

  it('completes, hides after 500 ms, and resets 400 ms later', () => {
    const { rerender } = render(<LoadingBar active />);
    rerender(<LoadingBar active={false} />);
    expect(bar().dataset.state).toBe('finishing');
    expect(fill().style.width).toBe('100%');

    act(() => vi.advanceTimersByTime(499));
    expect(bar().dataset.state).toBe('finishing');
    act(() => vi.advanceTimersByTime(1));
    expect(bar().dataset.state).toBe('hiding');
    expect(fill().style.opacity).toBe('0');

    act(() => vi.advanceTimersByTime(399));
    expect(bar().dataset.state).toBe('hiding');
    act(() => vi.advanceTimersByTime(1));
    expect(bar().dataset.state).toBe('idle');
    expect(fill().style.width).toBe('0%');
  });

  it('a new navigation while hiding starts a new run', () => {
    const { rerender } = render(<LoadingBar active />);
    rerender(<LoadingBar active={false} />);
    act(() => vi.advanceTimersByTime(600));
    rerender(<LoadingBar active />);
    expect(bar().dataset.state).toBe('running');
    act(() => vi.advanceTimersByTime(1000));
    expect(bar().dataset.state).toBe('running');
  });
});
