import type { CreateClientConfig } from '../../../generated/client.gen';
import { fetchOrTakeEarly } from './early-responses';
import { createResilientFetch } from './resilient-fetch';
import { getAccessToken } from './token';

/**
 * Runtime configuration of the generated fetch client (wired in through openapi-ts.config.ts's
 * runtimeConfigPath). The base URL comes from VITE_API_BASE_URL; the default is the local mock.
 */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4010';

export function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_BASE_URL || DEFAULT_API_BASE_URL).replace(/\/+$/, '');
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
