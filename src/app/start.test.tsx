import { screen } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenRouterReady } from './start';

/**
 * The app mounts once the router's first load is done (remix-run/react-router#15527): a
 * RouterProvider rendered before then misses the end of that load when it comes while React is
 * rendering and another subscriber is already there, and shows its fallback for good.
 */
let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
});

/** Busy for `ms`: a render that takes its time, as on a slow phone (React yields after it). */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

/**
 * A page whose first load ends 30 ms in, while a slow fallback (60 ms) is rendering in a
 * transition, with a subscriber of the app's own registered first (start.tsx's navigation target).
 */
function raceSetUp() {
  const loaded = new Promise<null>((resolve) => setTimeout(() => resolve(null), 30));
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => loaded,
      HydrateFallback: () => {
        busy(60);
        return <p role="status">Loading…</p>;
      },
      Component: () => <h1>The page</h1>,
    },
  ]);
  router.subscribe(() => undefined);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const mount = () => startTransition(() => root!.render(<RouterProvider router={router} />));
  return { router, mount };
}

describe('whenRouterReady', () => {
  it('shows the page when the first load ends while React renders (mounted after it, nothing is missed)', async () => {
    const { router, mount } = raceSetUp();
    let waited = false;
    whenRouterReady(router, {
      wait: () => {
        waited = true;
      },
      mount,
    });
    expect(waited).toBe(true);
    expect(
      await screen.findByRole('heading', { name: 'The page' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('mounts at once, without waiting, when the first load is already done', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => <h1>Static</h1> }]);
    expect(router.state.initialized).toBe(true);
    let waited = false;
    let mounted = 0;
    whenRouterReady(router, { wait: () => (waited = true), mount: () => (mounted += 1) });
    expect({ waited, mounted }).toEqual({ waited: false, mounted: 1 });
  });

  it('mounts once, only after the first load', async () => {
    let finish!: (value: null) => void;
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => new Promise<null>((resolve) => (finish = resolve)),
        Component: () => null,
      },
    ]);
    let mounted = 0;
    whenRouterReady(router, { wait: () => undefined, mount: () => (mounted += 1) });
    await Promise.resolve();
    expect(mounted).toBe(0);
    finish(null);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(mounted).toBe(1);
  });
});
