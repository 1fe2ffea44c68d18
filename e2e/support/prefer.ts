import type { Page } from '@playwright/test';

export interface PreferOptions {
  /** Status code Prism should answer with (`Prefer: code=404`). */
  code?: number;
  /** Named example Prism should serve (`Prefer: example=googleOnly`). */
  example?: string;
  /** Only requests with this method (default: any). */
  method?: string;
}

/**
 * Adds Prism's `Prefer` header to matching API requests, to show a given example or error
 * state. `path` is matched against the URL's pathname (exact, or a RegExp).
 */
export async function prefer(
  page: Page,
  path: string | RegExp,
  options: PreferOptions,
): Promise<void> {
  const value = [
    options.code !== undefined ? `code=${options.code}` : null,
    options.example ? `example=${options.example}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  await page.route(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    async (route) => {
      const request = route.request();
      if (options.method && request.method() !== options.method.toUpperCase())
        return route.fallback();
      // CORS preflights carry no Prefer header; let them through untouched.
      if (request.method() === 'OPTIONS') return route.fallback();
      await route.fallback({ headers: { ...request.headers(), prefer: value } });
    },
  );
}

/** Records the requests made to an API path (to assert what the app sent, or that it sent nothing). */
export function recordRequests(page: Page, path: string | RegExp) {
  const seen: { method: string; url: string; body: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)) {
      if (request.method() !== 'OPTIONS')
        seen.push({ method: request.method(), url: request.url(), body: request.postData() });
    }
  });
  return seen;
}
