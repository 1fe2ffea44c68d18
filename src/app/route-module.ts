import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { withChunkReload } from '@/lib/chunk-reload';
import { session } from '@/lib/session/session-store';
import type { GuardName } from './guards/guards';
import { queryClient } from './query-client';
import { ensureSessionLoaded } from './session';

/** What a lazily loaded page module exports. */
export interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** Prefetches a page's data with the same generated query options the page uses; never blocks. */
export type RouteLoader = (args: LoaderFunctionArgs) => unknown;

export interface RouteHandle {
  /** Loads the route's chunks (used by link preloading). */
  preload?: () => Promise<unknown>;
}

export interface PageOptions {
  /** Checked by the type (GuardName): the guards' own code loads only for a guarded page. */
  guards?: readonly GuardName[];
  index?: boolean;
  /**
   * The page's loader, bundled with the entry chunk: its API calls start as soon as the session
   * is known, while the page's chunk is still on its way. For the public pages, whose queries a
   * cold load needs anyway.
   */
  loader?: RouteLoader;
  /**
   * The page's loader in a chunk of its own (`<page>.loader.ts`): requested together with the
   * page's chunk and the guards, so its API calls wait for a small chunk, not for the page.
   */
  lazyLoader?: () => Promise<{ loader: RouteLoader }>;
}

/** The guards' code, loaded the first time a guarded page is asked for (not by a cold /jobs). */
const loadGuards = withChunkReload(() => import('./guards/guards'));

/** Runs the named guards for a request; throws a redirect when one objects. */
async function applyGuards(names: readonly GuardName[], request: Request): Promise<void> {
  const [{ runGuards }] = await Promise.all([loadGuards(), ensureSessionLoaded(queryClient)]);
  const result = runGuards(names, { session: session.get(), url: new URL(request.url) });
  if (!result) return;
  if (result.selectCompany) session.selectCompany(result.selectCompany);
  throw redirect(result.redirect);
}

/**
 * A lazily loaded page. Three things start together: the page's chunk (React Router loads a
 * route's `lazy` in parallel with its loader), the loader's chunk when it has one, and the guards
 * (their chunk, and the session they read);
 * once the guards pass, the loader runs. No page's first API call waits for the page's own code.
 * A chunk that fails to load reloads the page once (guarded per path).
 */
export function page(
  path: string | undefined,
  load: () => Promise<RouteModule>,
  { guards = [], index = false, loader: entryLoader, lazyLoader }: PageOptions = {},
): RouteObject {
  const importer = withChunkReload(load);
  const loaderImporter = lazyLoader ? withChunkReload(lazyLoader) : null;
  const handle: RouteHandle = {
    preload: () => Promise.all([importer(), loaderImporter?.()]),
  };
  const loader = async (args: LoaderFunctionArgs) => {
    const routeLoader = loaderImporter?.();
    // A guard's redirect leaves this promise unawaited; its failure is reported by withChunkReload.
    routeLoader?.catch(() => undefined);
    if (guards.length > 0) await applyGuards(guards, args.request);
    else await ensureSessionLoaded(queryClient);
    const run = entryLoader ?? (await routeLoader)?.loader;
    return (await run?.(args)) ?? null;
  };
  const lazy = async () => {
    const mod = await importer();
    return {
      Component: mod.Component,
      ...(mod.ErrorBoundary ? { ErrorBoundary: mod.ErrorBoundary } : {}),
    };
  };
  return index ? { index: true, loader, lazy, handle } : { path, loader, lazy, handle };
}
