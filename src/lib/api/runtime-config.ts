import type { CreateClientConfig } from '../../../generated/client.gen';

/**
 * Runtime configuration of the generated fetch client (wired in through openapi-ts.config.ts's
 * runtimeConfigPath). The base URL comes from VITE_API_BASE_URL; the default is the local mock.
 */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4010';

export const createClientConfig: CreateClientConfig = (config) => ({
  ...config,
  baseUrl: import.meta.env.VITE_API_BASE_URL || DEFAULT_API_BASE_URL,
});
