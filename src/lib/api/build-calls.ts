/**
 * The build check's call (src/lib/build-check.ts), which reads the web app's own origin, not the
 * API. Loaded when the check first runs, once the page is idle: not part of a cold page load.
 */
import { getLatestBuild } from '../../../generated/sdk.gen';
import type { BuildLatest } from '../../../generated/types.gen';

/** The deployed build (`/builds/latest.json` on this origin); null when unavailable. */
export async function fetchLatestBuild(
  origin: string = window.location.origin,
): Promise<BuildLatest | null> {
  const { data } = await getLatestBuild({ baseUrl: origin, cache: 'no-store' });
  return data ?? null;
}
