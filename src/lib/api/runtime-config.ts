import type { CreateClientConfig } from '../../../generated/client.gen';
import { env } from '../../config/env';
import { fetchOrTakeEarly } from './early-responses';
import { createResilientFetch } from './resilient-fetch';
import { getAccessToken } from './token';

/**
 * Runtime configuration of the generated fetch client (wired in through openapi-ts.config.ts's
 * runtimeConfigPath). The base URL comes from VITE_API_BASE_URL (src/config/env.ts); the default
 * is the local mock.
 */
export function apiBaseUrl(): string {
  return env.apiBaseUrl;
}

export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  baseUrl: apiBaseUrl(),
  // Operations with `security: bearerAuth` get `Authorization: Bearer <access>` when signed in.
  auth: () => getAccessToken() ?? undefined,
  // A prerendered page may have asked for the first responses already (early-responses.ts).
  fetch: createResilientFetch((request) =>
    fetchOrTakeEarly(request, (r) => globalThis.fetch(r)),
  ) as typeof fetch,
});
