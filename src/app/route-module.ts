import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { withChunkReload } from '@/lib/chunk-reload';
import { session } from '@/lib/session/session-store';
import { resolveGuard, runGuards } from './guards/guards';
import { queryClient } from './query-client';
import { ensureSessionLoaded } from './session';

/** What a lazily loaded route module exports. */
export interface RouteModule {
  Component: ComponentType;
  /** Prefetches the page's data with the same generated query options the page uses. */
  loader?: (args: LoaderFunctionArgs) => unknown;
  ErrorBoundary?: ComponentType;
}

export interface RouteHandle {
  /** Loads the route's chunk (used by link preloading). */
  preload?: () => Promise<unknown>;
}

/** Runs the named guards for a request; throws a redirect when one objects. */
export async function applyGuards(names: readonly string[], request: Request): Promise<void> {
  await ensureSessionLoaded(queryClient);
  const result = runGuards(names, { session: session.get(), url: new URL(request.url) });
  if (!result) return;
  if (result.selectCompany) session.selectCompany(result.selectCompany);
  throw redirect(result.redirect);
}

/**
 * A lazily loaded page: guards run first, then the chunk and the page's own prefetch. A chunk
 * that fails to load reloads the page once (guarded per path).
 */
export function page(
  path: string | undefined,
  load: () => Promise<RouteModule>,
  { guards = [] as readonly string[], index = false } = {},
): RouteObject {
  guards.forEach(resolveGuard); // an unknown guard name throws when the route table is built
  const importer = withChunkReload(load);
  const handle: RouteHandle = { preload: importer };
  const loader = async (args: LoaderFunctionArgs) => {
    if (guards.length > 0) await applyGuards(guards, args.request);
    else await ensureSessionLoaded(queryClient);
    const mod = await importer();
    return (await mod.loader?.(args)) ?? null;
  };
  const lazy = async () => {
    const mod = await importer();
    return { Component: mod.Component, ...(mod.ErrorBoundary ? { ErrorBoundary: mod.ErrorBoundary } : {}) };
  };
  return index ? { index: true, loader, lazy, handle } : { path, loader, lazy, handle };
}
