/**
 * Responses a prerendered page asked for before the app's code arrived (decision 007). The
 * page's HTML carries a line of script that starts the page's first public GETs (the very
 * requests its route loader makes, recorded at build time) for visitors who are not signed in,
 * and keeps the promises under `window[EARLY_RESPONSES]`, keyed by URL. The fetch layer hands
 * each one, once, to the app's first identical request: a GET of the same URL without
 * credentials. Anything else, or an early request that failed, goes to the network as usual.
 */
export const EARLY_RESPONSES = '__jbEarly';

type EarlyResponses = Record<string, Promise<Response | null> | undefined>;

function takeEarly(request: Request): Promise<Response | null> | undefined {
  const early = (globalThis as unknown as Record<string, EarlyResponses | undefined>)[EARLY_RESPONSES];
  if (!early || request.method !== 'GET' || request.headers.has('Authorization')) return undefined;
  const response = early[request.url];
  delete early[request.url];
  return response;
}

export function fetchOrTakeEarly(request: Request, network: (request: Request) => Promise<Response>): Promise<Response> {
  const early = takeEarly(request);
  return early ? early.then((response) => response ?? network(request)) : network(request);
}

/**
 * Build time (src/app/prerender.tsx): the URLs of the GETs `run` makes, recorded by a fetch that
 * answers none of them, so nothing reaches the network.
 */
export async function recordRequests(run: () => unknown): Promise<string[]> {
  const urls: string[] = [];
  const network = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === 'GET') urls.push(request.url);
    throw new Error('recordRequests: no network');
  };
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 50)); // calls start a few promises later
  } finally {
    globalThis.fetch = network;
  }
  return [...new Set(urls)];
}
