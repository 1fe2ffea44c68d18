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

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface EarlyCalls {
  /** The route pattern, e.g. `/job/:slug` (one parameter at most). */
  route: string;
  /** The GETs its loader makes (recordRequests), with `placeholder` where the parameter goes. */
  urls: readonly string[];
  /** What the parameter must look like for the calls to start (else the app decides). */
  param?: RegExp;
  placeholder: string;
}

/**
 * Build time: the line of script a prerendered page carries to start its first API calls at once.
 * Only for a visitor who is not signed in (the app's own calls would carry a token), on the
 * page's own URL without a query string (which could change the calls). '' for no calls.
 */
export function earlyCallsScript({ route, urls, param, placeholder }: EarlyCalls): string {
  if (urls.length === 0) return '';
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const path = route === '/' ? '^/$' : `^${escaped.replace(/:\w+/, '([^/]+)')}/?$`;
  return (
    '<script>(function(){' +
    'if(location.search||/(?:^|;\\s*)jb_auth=/.test(document.cookie))return;' +
    `var m=location.pathname.match(new RegExp(${json(path)}));if(!m)return;` +
    `var v=m[1];if(v!==undefined&&!new RegExp(${json(param?.source ?? '')}).test(v))return;` +
    `var e=window[${json(EARLY_RESPONSES)}]={};` +
    `${json(urls)}.forEach(function(u){if(v!==undefined)u=u.split(${json(placeholder)}).join(v);e[u]=fetch(u).catch(function(){return null})})` +
    '})()</script>'
  );
}
