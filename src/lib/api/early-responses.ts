/**
 * Responses a prerendered page asked for before the app's code arrived (decision 007). The
 * page's HTML carries a line of script that starts the page's first public GETs (the very
 * requests its route loader makes, recorded at build time) for visitors who are not signed in,
 * and keeps the promises under `window[EARLY_RESPONSES]`, keyed by URL. The fetch layer hands
 * each one, once, to the app's first identical request: a GET of the same URL without
 * credentials. Anything else, or an early request that failed, goes to the network as usual.
 */
export const EARLY_RESPONSES = '__jbEarly';

/**
 * Set by a page that shows an early text: settles once the text is shown (or could not be).
 * A page whose code waits for its first paint waits for this too (scripts/prerender.ts), so the
 * text's answer does not share the connection with the app's code.
 */
export const EARLY_TEXT_SHOWN = '__jbEarlyShown';

type EarlyResponses = Record<string, Promise<Response | null> | undefined>;

function takeEarly(request: Request): Promise<Response | null> | undefined {
  const early = (globalThis as unknown as Record<string, EarlyResponses | undefined>)[
    EARLY_RESPONSES
  ];
  if (!early || request.method !== 'GET' || request.headers.has('Authorization')) return undefined;
  const response = early[request.url];
  delete early[request.url];
  return response;
}

export function fetchOrTakeEarly(
  request: Request,
  network: (request: Request) => Promise<Response>,
): Promise<Response> {
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

/** Texts of one early answer a prerendered page shows (EarlyCalls.text). */
export interface EarlyText {
  call: string;
  show: ReadonlyArray<{ field: string; into: string }>;
}

export interface EarlyCalls {
  /** The route pattern, e.g. `/job/:slug` (one parameter at most). */
  route: string;
  /** The GETs its loader makes (recordRequests), with `placeholder` where the parameter goes. */
  urls: readonly string[];
  /** What the parameter must look like for the calls to start (else the app decides). */
  param?: RegExp;
  placeholder: string;
  /**
   * Texts of one early answer shown in the prerendered page as soon as it arrives, before the
   * app's code (the job page's title, the first job titles on /jobs: their largest content). The
   * answer is the first call whose URL contains `call`; each of `show` puts the string at `field`
   * (a path: `title`, `results.0.title`) as the text of the element marked
   * `data-early-text="<into>"`, while the prerendered HTML is still there. A field that is not a
   * string leaves its element as it is.
   */
  text?: EarlyText;
}

/**
 * Build time: the line of script a prerendered page carries to start its first API calls at once.
 * Only for a visitor who is not signed in (the app's own calls would carry a token), on the
 * page's own URL without a query string (which could change the calls). '' for no calls.
 */
export function earlyCallsScript({ route, urls, param, placeholder, text }: EarlyCalls): string {
  if (urls.length === 0) return '';
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const path = route === '/' ? '^/$' : `^${escaped.replace(/:\w+/, '([^/]+)')}/?$`;
  // The answer is cloned before the app takes it (this callback is registered first). The heading
  // is looked for once the HTML is parsed (readystatechange, not DOMContentLoaded, which waits
  // for the app's code).
  const show = text
    ? `var t=${json(text)},tu=U.filter(function(u){return u.indexOf(t.call)>-1})[0];` +
      `if(tu)window[${json(EARLY_TEXT_SHOWN)}]=e[tu].then(function(r){return r&&r.ok?r.clone().json():null}).then(function(d){` +
      'if(!d)return;var f=function(){t.show.forEach(function(s){' +
      'var x=s.field.split(".").reduce(function(o,k){return o==null?o:o[k]},d);if(typeof x!=="string")return;' +
      "var el=document.querySelector('#root[data-prerendered] [data-early-text=\"'+s.into+'\"]');if(el)el.textContent=x})};" +
      'if(document.readyState!=="loading")return f();' +
      'return new Promise(function(ok){document.addEventListener("readystatechange",function(){f();ok()},{once:true})})' +
      '}).catch(function(){});'
    : '';
  return (
    '<script>(function(){' +
    'if(location.search||/(?:^|;\\s*)jb_auth=/.test(document.cookie))return;' +
    `var m=location.pathname.match(new RegExp(${json(path)}));if(!m)return;` +
    `var v=m[1];if(v!==undefined&&!new RegExp(${json(param?.source ?? '')}).test(v))return;` +
    `var e=window[${json(EARLY_RESPONSES)}]={};` +
    `var U=${json(urls)}.map(function(u){return v!==undefined?u.split(${json(placeholder)}).join(v):u});` +
    'U.forEach(function(u){e[u]=fetch(u).catch(function(){return null})});' +
    show +
    '})()</script>'
  );
}
