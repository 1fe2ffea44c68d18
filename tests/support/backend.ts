// The local backend as the security tests start it: the whole stack (front server, Prism's
// validating proxy, the fake) on free loopback ports, the app's origin fixed, the clock at the
// examples' moment.
import { startLocalBackend } from '../../scripts/lib/local-backend.mjs';
import { freePort } from './net';

export type Backend = Awaited<ReturnType<typeof startLocalBackend>>;

/** The web app's origin the backend trusts in these tests. */
export const APP = 'http://localhost:5173';

export async function startTestBackend(
  options: Partial<Parameters<typeof startLocalBackend>[0]> = {},
): Promise<Backend> {
  return startLocalBackend({
    port: await freePort(),
    fakePort: await freePort(),
    prismPort: await freePort(),
    appOrigin: APP,
    now: '2025-11-21T12:00:00Z',
    log: false,
    ...options,
  });
}
