import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { notify } from '@/lib/toast';
import { fetchLatestBuild } from '@/lib/api/session-calls';
import { isNewBuildPending, startBuildCheck } from '@/lib/build-check';
import { setNavigationTarget } from '@/lib/chunk-reload';
import { env } from '@/lib/env';
import { App } from './app';
import { queryClient } from './query-client';
import { createAppRouter } from './router';
import { captureTokensFromLocation, installSessionHooks } from './session';
import { installRoutePreloading } from './preload';

/** Boots the app: session first (tokens out of the URL before the router sees it), then render. */
export function startApp(container: HTMLElement): void {
  captureTokensFromLocation();
  installSessionHooks(queryClient);
  const router = createAppRouter();
  installRoutePreloading(router.routes);

  router.subscribe((state) => {
    const to = state.navigation.location;
    setNavigationTarget(to ? `${to.pathname}${to.search}${to.hash}` : null);
    // A newer deployed build: the next navigation is a full page load.
    if (isNewBuildPending() && state.navigation.state === 'loading' && state.navigation.location) {
      const { pathname, search, hash } = state.navigation.location;
      window.location.assign(`${pathname}${search}${hash}`);
    }
  });
  if (import.meta.env.PROD) {
    startBuildCheck({
      currentBuildId: __BUILD_ID__,
      fetchLatestId: async () => (await fetchLatestBuild())?.id ?? null,
      onNewBuild: () =>
        notify('A new version is available', {
          severity: 'info',
          detail: 'Reload to get the latest improvements. It will also load on your next page change.',
          duration: Infinity,
          action: { label: 'Reload', onClick: () => window.location.reload() },
        }),
    });
  }
  // Analytics code is only downloaded where a tag-manager id is configured.
  if (env.gtmId) {
    import('@/lib/analytics')
      .then((m) => m.startAnalytics(env.gtmId))
      .catch((error: unknown) => console.error('[analytics] could not load', error));
  }

  const mount = () => {
    try {
      const root = createRoot(container, {
        onUncaughtError: (error, info) => console.error('[app] uncaught error', error, info.componentStack),
        onCaughtError: (error) => console.error('[app] error caught by a boundary', error),
      });
      // A transition: React renders in slices that leave the main thread free in between
      // (no long task), and commits once at the end.
      startTransition(() =>
        root.render(
          <StrictMode>
            <PrerenderedContentReplaced container={container} />
            <App router={router} />
          </StrictMode>,
        ),
      );
    } catch (error) {
      console.error('[app] mount failed', error);
      throw error;
    }
  };

  // A prerendered page (scripts/prerender.ts) stays as it is until the router has the page's
  // code and has run its loaders; then React replaces it in one commit, with no loading screen in
  // between. An empty #root (any other page) renders at once.
  if (container.hasAttribute('data-prerendered') && !router.state.initialized) {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      mount();
    });
  } else {
    mount();
  }
}

/**
 * The app has replaced the prerendered HTML: its signed-in styling no longer applies, and the
 * prerendered title and description give way to the ones React has just put in the head (React
 * adopts existing head tags only when hydrating).
 */
function PrerenderedContentReplaced({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    container.removeAttribute('data-prerendered');
    document.head.querySelectorAll('[data-prerendered]').forEach((node) => node.remove());
  }, [container]);
  return null;
}
