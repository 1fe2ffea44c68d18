import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/**
 * Renders a component inside a fresh QueryClient (no retries, like the app's) and a memory data
 * router (so useBlocker, useSearchParams and links work). `routes` adds sibling routes to land on.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: { path?: string; initialEntry?: string; routes?: RouteObject[] } = {},
) {
  const { path = '/', initialEntry = path, routes = [] } = options;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [initialEntry],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
