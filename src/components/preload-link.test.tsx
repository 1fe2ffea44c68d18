import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreloadLink } from './preload-link';

const preloadRoute = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/lib/route-preload', () => ({ preloadRoute }));

/** jsdom has no IntersectionObserver: this one reports what `show` says is in view. */
let observed: Array<{ callback: IntersectionObserverCallback; element: Element }> = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ callback: this.callback, element });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}
const show = () =>
  observed.forEach(({ callback, element }) =>
    callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );

beforeEach(() => {
  observed = [];
  preloadRoute.mockClear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // jsdom has no requestIdleCallback: whenIdle falls back to a timer, which fake timers hold.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderLink = () =>
  render(
    <MemoryRouter>
      <PreloadLink to="/job/data-engineer">Data Engineer</PreloadLink>
    </MemoryRouter>,
  );

describe('PreloadLink', () => {
  it('in view, preloads its route once the browser is idle, not while the list paints', async () => {
    renderLink();
    show();
    expect(preloadRoute).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(preloadRoute).toHaveBeenCalledExactlyOnceWith('/job/data-engineer');
  });

  it('preloads nothing when it is gone before the browser was idle', async () => {
    const { unmount } = renderLink();
    show();
    unmount();
    await vi.runAllTimersAsync();
    expect(preloadRoute).not.toHaveBeenCalled();
  });

  it('preloads at once on focus', async () => {
    vi.useRealTimers();
    renderLink();
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Data Engineer' })).toHaveFocus();
    expect(preloadRoute).toHaveBeenCalledWith('/job/data-engineer');
  });
});
