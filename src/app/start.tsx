import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { notify } from '@/lib/toast';
import { whenIdle } from '@/lib/idle';
import { warmFormatters } from '@/lib/format/intl';
import { setNavigationTarget } from '@/lib/chunk-reload';
import { env, isProd } from '@/config/env';
import { FullScreenLoader } from '@/components/loading-bar';
import { App } from './app';
import { queryClient } from './query-client';
import { createAppRouter } from './router';
import { captureTokensFromLocation, installSessionHooks } from './session';
import { installRoutePreloading } from './preload';

/**
 * Boots the app: session first (tokens out of the URL before the router sees it), then render. A
 * URL with tokens or a social sign-in code waits for the code that cleans it (it loads only for
 * such a URL); an ordinary one goes on at once.
 */
export function startApp(container: HTMLElement): void {
  warmFormatters();
  // Boot in a task of its own. As a microtask of the module's task, the router's start and its
  // first loaders made one long task with the entry's evaluation (decision 013).
  const bootInNextTask = () => setTimeout(() => boot(container), 0);
  captureTokensFromLocation().then(bootInNextTask, (error: unknown) => {
    // Nothing was stored from the URL; the root loader tries the same again.
    console.error('[app] could not clean the address', error);
    bootInNextTask();
  });
}

/** The new-build check, once its code has loaded (see boot). */
let buildCheck: typeof import('@/lib/build-check') | null = null;

function boot(container: HTMLElement): void {
  installSessionHooks(queryClient);
  const router = createAppRouter();
  installRoutePreloading(router.routes);

  router.subscribe((state) => {
    const to = state.navigation.location;
    setNavigationTarget(to ? `${to.pathname}${to.search}${to.hash}` : null);
    // A newer deployed build: the next navigation is a full page load.
    if (
      buildCheck?.isNewBuildPending() &&
      state.navigation.state === 'loading' &&
      state.navigation.location
    ) {
      const { pathname, search, hash } = state.navigation.location;
      window.location.assign(`${pathname}${search}${hash}`);
    }
  });
  if (isProd) {
    // The check's code loads when the page is first idle, and the first check runs then (decision 013).
    whenIdle(() => {
      void import('@/lib/build-check').then((loaded) => {
        buildCheck = loaded;
        loaded.startBuildCheck({
          currentBuildId: __BUILD_ID__,
          fetchLatestId: async () =>
            (await (await import('@/lib/api/build-calls')).fetchLatestBuild())?.id ?? null,
          onNewBuild: () =>
            notify('A new version is available', {
              severity: 'info',
              detail:
                'Reload to get the latest improvements. It will also load on your next page change.',
              duration: Infinity,
              action: { label: 'Reload', onClick: () => window.location.reload() },
            }),
          whenIdle: (run) => {
            run();
            return () => {};
          },
        });
      });
    });
  }
  // Analytics code is only downloaded where a tag-manager id is configured.
  if (env.gtmId) {
    import('@/lib/analytics')
      .then((m) => m.startAnalytics(env.gtmId))
      .catch((error: unknown) => console.error('[analytics] could not load', error));
  }

  const restoreFocus = container.hasAttribute('data-prerendered')
    ? rememberPrerenderedFocus(container)
    : undefined;
  let root: Root | null = null;
  const createAppRoot = () =>
    createRoot(container, {
      onUncaughtError: (error, info) =>
        console.error('[app] uncaught error', error, info.componentStack),
      onCaughtError: (error) => console.error('[app] error caught by a boundary', error),
    });
  whenRouterReady(router, {
    // A prerendered page (scripts/prerender.ts) stays as it is until the router has the page's
    // code and has run its loaders; then React replaces it in one commit. An empty #root (any
    // other page) shows the full-screen loader meanwhile.
    wait: () => {
      if (container.hasAttribute('data-prerendered')) return;
      root = createAppRoot();
      root.render(<FullScreenLoader />);
    },
    mount: () => {
      try {
        const appRoot = root ?? createAppRoot();
        // A transition: React renders in slices that leave the main thread free in between
        // (no long task), and commits once at the end.
        startTransition(() =>
          appRoot.render(
            <StrictMode>
              <PrerenderedContentReplaced container={container} restoreFocus={restoreFocus} />
              <App router={router} />
            </StrictMode>,
          ),
        );
      } catch (error) {
        console.error('[app] mount failed', error);
        throw error;
      }
    },
  });
}

/**
 * Mounts the app once the router's first load (loaders, lazy routes, redirects) is done, and
 * until then lets the page wait. React Router's RouterProvider reads the router's state when it
 * renders and subscribes only when it commits; when the first load ends in between (likely
 * while a transition renders in slices) and another subscriber is already there (ours, above),
 * the update is lost and the app stays on its fallback for good (remix-run/react-router#15527;
 * seen in e2e as pages stuck on "Loading…"). Rendered after the first load, there is nothing
 * left to miss.
 */
export function whenRouterReady(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  { wait, mount }: { wait: () => void; mount: () => void },
): void {
  if (router.state.initialized) {
    mount();
    return;
  }
  wait();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    mount();
  });
}

/**
 * The app has replaced the prerendered HTML: its signed-in styling no longer applies, and the
 * prerendered title and description give way to the ones React has just put in the head (React
 * adopts existing head tags only when hydrating).
 */
function PrerenderedContentReplaced({
  container,
  restoreFocus,
}: {
  container: HTMLElement;
  restoreFocus?: () => void;
}) {
  useLayoutEffect(() => {
    container.removeAttribute('data-prerendered');
    document.head.querySelectorAll('[data-prerendered]').forEach((node) => node.remove());
    restoreFocus?.();
  }, [container, restoreFocus]);
  return null;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const identity = (el: Element) =>
  `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`;

/**
 * A visitor can Tab through the prerendered page before the app's code arrives; React then
 * replaces that markup and focus would fall back to <body>. This notes which control had focus
 * (its place among the focusable controls, and what it is) and, once replaced, focuses the app's
 * same control: the app renders the markup the prerender did.
 */
function rememberPrerenderedFocus(container: HTMLElement): () => void {
  let mark: { index: number; id: string } | null = null;
  const note = () => {
    const el = document.activeElement;
    if (!el || !container.contains(el)) return;
    mark = { index: [...container.querySelectorAll(FOCUSABLE)].indexOf(el), id: identity(el) };
  };
  note();
  document.addEventListener('focusin', note);
  return () => {
    document.removeEventListener('focusin', note);
    const active = document.activeElement;
    if (!mark || (active && active !== document.body)) return;
    const { index, id } = mark;
    const all = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const target =
      all[index] && identity(all[index]) === id
        ? all[index]
        : all.find((el) => identity(el) === id);
    target?.focus({ preventScroll: true });
  };
}
