import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient for the app. Retries are decided by the API layer (src/lib/api: a GET is
 * retried once on 408/409/425/429/5xx, writes never), so React Query does not retry on top.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
