import { matchRoutes, type DataRouteObject } from 'react-router';
import { setRouteChunkResolver } from '@/lib/route-preload';
import type { RouteHandle } from './route-module';

/** Maps a path to the chunks of the routes it matches (see PreloadLink). */
export function installRoutePreloading(routes: DataRouteObject[]): void {
  setRouteChunkResolver((path) => {
    const pathname = path.split(/[?#]/)[0] ?? path;
    return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
      const preload = (route.handle as RouteHandle | undefined)?.preload;
      return preload ? [{ key: route.id, load: preload }] : [];
    });
  });
}
