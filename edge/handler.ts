/**
 * The edge handler (docs/deploy.md): a Web-standard `fetch(request, env)` that the static host runs in
 * front of the built files (Cloudflare Pages or a Worker with static assets: edge/worker.ts, built
 * into dist/_worker.js by `vite build`), and that `vite preview` and the e2e run call through a
 * thin Node adapter (scripts/edge-preview.ts). No framework and no Node API: it runs in the
 * Workers runtime and in Node alike.
 *
 * - /job/:slug: the prerendered job skeleton (job/[slug].html) with the job written in: title,
 *   meta description, canonical URL, Open Graph and Twitter card tags, the JobPosting JSON-LD (the
 *   app's own builder: src/lib/seo) and the title in the skeleton's heading, so crawlers and link
 *   previews read the job without running JavaScript. An unknown, draft or archived job (the API
 *   answers 404) is a 404 with the not-found page (404.html). A closed job keeps its page and loses
 *   its JSON-LD. When the API fails or is slow, the skeleton is served as it is: the app then loads
 *   the job in the browser as before. Never an error page.
 * - /sitemap.xml: the public pages and every job listPublicJobs lists (published and open), paged
 *   through; past one file's URLs (50,000, or fewer to stay within the API call budget per
 *   request: `apiCallsPerRequest`) a sitemap index of /sitemap-N.xml files.
 * - /robots.txt: the built file, its `Sitemap: /sitemap.xml` made absolute.
 * - anything else: the built file, as the host serves it.
 *
 * Every answer carries the site's security headers (the build's, scripts/lib/csp.ts). The tags
 * written here are data: the JSON-LD is `application/ld+json` (a block the browser does not run,
 * which the hash-based CSP needs no hash for), and no script is added or changed, so the CSP's
 * hashes of the skeleton's inline scripts still hold. The written head tags carry
 * `data-prerendered`, like the skeleton's own: the app removes them once it has rendered the page
 * (src/app/start.tsx), so the hydrated page holds one JSON-LD block, the app's.
 */
import type { Job, JobListItem } from '../generated/types.gen';
import {
  zGetPublicJobPath,
  zGetPublicJobResponse,
  zListPublicJobsResponse,
} from '../generated/zod.gen';
import { patterns } from '../src/config/paths';
import { jobMetaDescriptionFromText } from '../src/lib/seo/job-meta-description';
import { jobPostingJsonLd, serializeJsonLd } from '../src/lib/seo/job-posting-json-ld';

/** The built files (Cloudflare's `env.ASSETS`; the Node adapter reads the build folder). */
export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

/** What the host gives the handler (Pages/Workers environment variables and bindings). */
export interface EdgeEnv {
  ASSETS: AssetFetcher;
  /** The API's base URL (no trailing slash needed); the build's VITE_API_BASE_URL when unset. */
  API_BASE_URL?: string;
  /** The site's public origin for canonical and sitemap URLs; the request's origin when unset. */
  APP_ORIGIN?: string;
}

export interface EdgeOptions {
  /** The security headers of every answer (the build's, as in dist/_headers). */
  securityHeaders: Readonly<Record<string, string>>;
  /** The API the build was made for: used when the environment names none. */
  apiBaseUrl?: string;
  /** How long the API may take to answer for a job page before the skeleton is served as is. */
  apiTimeoutMs?: number;
  /** URLs per sitemap file (the sitemaps protocol's limit); tests make it small. */
  sitemapMaxUrls?: number;
  /** Jobs per listPublicJobs page (the contract's most). */
  apiPageSize?: number;
  /**
   * The most API calls one sitemap answer makes. Cloudflare allows 50 subrequests per request
   * on its free plan, so a sitemap file lists at most (this − 2) pages of jobs: one call counts
   * them, and a file whose jobs start mid-page reads one page more. Default 40: 3,800 URLs per
   * file at 100 jobs a page; an index of files past that.
   */
  apiCallsPerRequest?: number;
}

/** The public pages a sitemap lists, besides the jobs (the prerendered pages without a parameter). */
export const SITEMAP_PAGES = [
  patterns.home,
  patterns.jobs,
  patterns.aboutUs,
  patterns.privacyPolicy,
  patterns.terms,
] as const;

/** The job skeleton and the not-found page, as the host serves the built files. */
const SKELETON = '/job/[slug].html';
const NOT_FOUND = '/404.html';

/** Short: a job closed or edited shows within a minute (browsers and the CDN alike). */
const EDGE_CACHE_CONTROL = 'public, max-age=60';
const NO_STORE = 'no-store';

const JOB_PATH = /^\/job\/([^/]+)\/?$/;
const SITEMAP_PATH = /^\/sitemap(?:-([1-9]\d{0,5}))?\.xml$/;

/** The paths the handler answers itself (the Node adapter passes the others to Vite's preview). */
export function isEdgePath(pathname: string): boolean {
  return JOB_PATH.test(pathname) || SITEMAP_PATH.test(pathname) || pathname === '/robots.txt';
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text of a description (HTML of the contract's allow-list, which the server sanitises on
 * write), as the app's DOMPurify-based richTextToPlain gives it: tags dropped, entities decoded,
 * white space collapsed. Only ever written escaped, into an attribute. (The app's parser needs a
 * DOM, which the Workers runtime has not.)
 */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The job's head tags and JSON-LD, written into the skeleton; `siteName` from its title. */
function jobPageHtml(skeleton: string, job: Job, canonicalUrl: string): string {
  const currentTitle = /<title data-prerendered>([^<]*)<\/title>/.exec(skeleton)?.[1] ?? '';
  // The skeleton's title is "Job | {site}" (src/components/page-title.tsx): the site's name, as
  // text (the skeleton holds it escaped; it is escaped again where it is written).
  const siteName = currentTitle.includes(' | ') ? htmlToText(currentTitle.split(' | ').pop()!) : '';
  const pageTitle = `${job.title} at ${job.employer.name}`;
  const title = siteName ? `${pageTitle} | ${siteName}` : pageTitle;
  const description = jobMetaDescriptionFromText(job, htmlToText(job.description));
  const jsonLd = serializeJsonLd(
    jobPostingJsonLd(job, { url: canonicalUrl, descriptionHtml: job.description }),
  );
  const image = job.employer.logo_url;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta data-prerendered ${attribute}="${key}" content="${escapeHtml(content)}"/>`;
  const tags = [
    meta('name', 'description', description),
    `<link data-prerendered rel="canonical" href="${escapeHtml(canonicalUrl)}"/>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', pageTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonicalUrl),
    ...(siteName ? [meta('property', 'og:site_name', siteName)] : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', pageTitle),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    // Data, not script: the browser does not run it and the CSP needs no hash for it.
    ...(jsonLd ? [`<script type="application/ld+json" data-prerendered>${jsonLd}</script>`] : []),
  ].join('');
  return (
    skeleton
      .replace(
        /<title data-prerendered>[^<]*<\/title>/,
        () => `<title data-prerendered>${escapeHtml(title)}</title>`,
      )
      .replace(/<meta data-prerendered name="description" content="[^"]*"\s*\/?>/, () => tags)
      // The skeleton's heading, which is there to be filled with the title (no layout shift).
      .replace(
        /(<h1 data-early-text="[^"]*"[^>]*>)(<\/h1>)/,
        (_, open: string, close: string) => `${open}${escapeHtml(job.title)}${close}`,
      )
  );
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface SitemapUrl {
  loc: string;
  lastmod?: string | null;
}

function urlset(urls: readonly SitemapUrl[]): string {
  const items = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locs: readonly string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The API's answer was not usable (a network failure, a timeout, an unexpected status or body). */
class ApiUnavailable extends Error {}

export function createEdgeHandler({
  securityHeaders,
  apiBaseUrl,
  apiTimeoutMs = 2_500,
  sitemapMaxUrls = 50_000,
  apiPageSize = 100,
  apiCallsPerRequest = 40,
}: EdgeOptions) {
  // URLs per sitemap file: the protocol's limit, or fewer so a file stays within the call budget.
  const urlsPerFile = Math.max(1, Math.min(sitemapMaxUrls, (apiCallsPerRequest - 2) * apiPageSize));
  const respond = (
    body: BodyInit | null,
    init: { status?: number; type?: string; cache: string; method: string },
  ) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    if (init.type) headers.set('Content-Type', init.type);
    headers.set('Cache-Control', init.cache);
    return new Response(init.method === 'HEAD' ? null : body, {
      status: init.status ?? 200,
      headers,
    });
  };

  /** A built file by path; a host's redirect to its extensionless URL is followed. */
  async function asset(env: EdgeEnv, origin: string, path: string): Promise<Response> {
    let url = new URL(path, origin).href;
    for (let hop = 0; hop < 3; hop++) {
      const response = await env.ASSETS.fetch(new Request(url));
      const location = response.headers.get('Location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      url = new URL(location, url).href;
    }
    throw new ApiUnavailable(`assets: too many redirects for ${path}`);
  }

  /** The original request's file, with the security headers (anything the handler does not own). */
  async function passThrough(request: Request, env: EdgeEnv): Promise<Response> {
    const response = await env.ASSETS.fetch(request);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }

  async function api(env: EdgeEnv, path: string): Promise<Response> {
    const base = (env.API_BASE_URL || apiBaseUrl || '').replace(/\/+$/, '');
    if (!base) throw new ApiUnavailable('no API_BASE_URL');
    try {
      return await fetch(`${base}${path}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(apiTimeoutMs),
      });
    } catch (error) {
      throw new ApiUnavailable(String(error));
    }
  }

  async function apiJson(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw new ApiUnavailable(String(error));
    }
  }

  const originOf = (request: Request, env: EdgeEnv) =>
    (env.APP_ORIGIN || new URL(request.url).origin).replace(/\/+$/, '');

  async function notFound(request: Request, env: EdgeEnv, fallback: string): Promise<Response> {
    const page = await asset(env, request.url, NOT_FOUND);
    // The page names the address it was asked for (the app's does: NotFoundPage's `path`).
    const path = escapeHtml(new URL(request.url).pathname);
    const html = page.ok
      ? (await page.text()).replace(
          /(data-testid="not-found-path"[^>]*>[^<]*(?:<!--[^>]*-->)?[^<]*<code[^>]*>)[^<]*(<\/code>)/,
          (_, open: string, close: string) => `${open}${path}${close}`,
        )
      : fallback;
    return respond(html, {
      status: 404,
      type: 'text/html; charset=utf-8',
      cache: EDGE_CACHE_CONTROL,
      method: request.method,
    });
  }

  async function jobPage(request: Request, env: EdgeEnv, slug: string): Promise<Response> {
    const skeletonResponse = await asset(env, request.url, SKELETON);
    if (!skeletonResponse.ok) return passThrough(request, env);
    const skeleton = await skeletonResponse.text();
    const html = (body: string, status: number, cache: string) =>
      respond(body, { status, type: 'text/html; charset=utf-8', cache, method: request.method });

    if (!zGetPublicJobPath.safeParse({ jobSlug: slug }).success)
      return notFound(request, env, skeleton);
    try {
      const response = await api(env, `/v2/public/jobs/${encodeURIComponent(slug)}/`);
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return notFound(request, env, skeleton);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ApiUnavailable(`getPublicJob answered ${response.status}`);
      }
      const parsed = zGetPublicJobResponse.safeParse(await apiJson(response));
      if (!parsed.success) throw new ApiUnavailable('getPublicJob: an answer off the contract');
      const job = parsed.data;
      const canonical = `${originOf(request, env)}/job/${encodeURIComponent(job.slug)}`;
      return html(jobPageHtml(skeleton, job, canonical), 200, EDGE_CACHE_CONTROL);
    } catch (error) {
      if (!(error instanceof ApiUnavailable)) throw error;
      // The app loads the job in the browser, as it does without the edge; not kept in caches.
      console.warn(`edge: ${request.url}: the skeleton as it is (${error.message})`);
      return html(skeleton, 200, NO_STORE);
    }
  }

  /** One page of listPublicJobs (null past the end). */
  async function jobsPage(
    env: EdgeEnv,
    page: number,
  ): Promise<{ count: number; results: JobListItem[] } | null> {
    const response = await api(env, `/v2/public/jobs/?page=${page}&page_size=${apiPageSize}`);
    if (response.status === 404 && page > 1) return null;
    if (!response.ok) throw new ApiUnavailable(`listPublicJobs answered ${response.status}`);
    const parsed = zListPublicJobsResponse.safeParse(await apiJson(response));
    if (!parsed.success) throw new ApiUnavailable('listPublicJobs: an answer off the contract');
    return parsed.data;
  }

  /** Jobs [start, end) of the list, paged through. */
  async function jobsBetween(env: EdgeEnv, start: number, end: number): Promise<JobListItem[]> {
    const jobs: JobListItem[] = [];
    for (let page = Math.floor(start / apiPageSize) + 1; (page - 1) * apiPageSize < end; page++) {
      const answer = await jobsPage(env, page);
      if (!answer) break;
      const first = (page - 1) * apiPageSize;
      jobs.push(...answer.results.filter((_, i) => first + i >= start && first + i < end));
      if (answer.results.length < apiPageSize) break;
    }
    return jobs;
  }

  async function sitemap(request: Request, env: EdgeEnv, part: number | null): Promise<Response> {
    const origin = originOf(request, env);
    const xml = (body: string) =>
      respond(body, {
        type: 'application/xml; charset=utf-8',
        cache: EDGE_CACHE_CONTROL,
        method: request.method,
      });
    try {
      const first = await jobsPage(env, 1);
      const count = first?.count ?? 0;
      const total = SITEMAP_PAGES.length + count;
      const parts = Math.max(1, Math.ceil(total / urlsPerFile));
      if (part === null && parts > 1)
        return xml(
          sitemapIndex(Array.from({ length: parts }, (_, i) => `${origin}/sitemap-${i + 1}.xml`)),
        );
      if (part !== null && (parts === 1 || part > parts))
        return notFound(request, env, 'Not found');
      // URL i of the whole list: the public pages first, then the jobs, newest first.
      const start = ((part ?? 1) - 1) * urlsPerFile;
      const end = Math.min(total, start + urlsPerFile);
      const pages = SITEMAP_PAGES.slice(start, end).map((path) => ({ loc: `${origin}${path}` }));
      const jobStart = Math.max(0, start - SITEMAP_PAGES.length);
      const jobEnd = end - SITEMAP_PAGES.length;
      const jobs = jobEnd > jobStart ? await jobsBetween(env, jobStart, jobEnd) : [];
      return xml(
        urlset([
          ...pages,
          ...jobs.map((job) => ({
            loc: `${origin}/job/${encodeURIComponent(job.slug)}`,
            lastmod: job.published_at,
          })),
        ]),
      );
    } catch (error) {
      if (!(error instanceof ApiUnavailable)) throw error;
      // No partial sitemap (it would drop jobs from the index): crawlers come back later.
      console.warn(`edge: ${request.url}: ${error.message}`);
      const response = respond('The sitemap is unavailable right now.', {
        status: 503,
        type: 'text/plain; charset=utf-8',
        cache: NO_STORE,
        method: request.method,
      });
      response.headers.set('Retry-After', '300');
      return response;
    }
  }

  async function robots(request: Request, env: EdgeEnv): Promise<Response> {
    const file = await env.ASSETS.fetch(request);
    if (!file.ok) return passThrough(request, env);
    const origin = originOf(request, env);
    // Crawlers want the sitemap's full URL; the built file names its path.
    const text = (await file.text()).replace(
      /^(Sitemap:[ \t]*)(\/\S*)[ \t]*$/gim,
      (_, key: string, path: string) => `${key}${origin}${path}`,
    );
    return respond(text, {
      type: 'text/plain; charset=utf-8',
      cache: EDGE_CACHE_CONTROL,
      method: request.method,
    });
  }

  return {
    async fetch(request: Request, env: EdgeEnv): Promise<Response> {
      const { pathname } = new URL(request.url);
      if (request.method !== 'GET' && request.method !== 'HEAD') return passThrough(request, env);
      const job = JOB_PATH.exec(pathname);
      if (job) {
        let slug: string;
        try {
          slug = decodeURIComponent(job[1]!);
        } catch {
          return notFound(request, env, '');
        }
        return jobPage(request, env, slug);
      }
      const map = SITEMAP_PATH.exec(pathname);
      if (map) return sitemap(request, env, map[1] ? Number(map[1]) : null);
      if (pathname === '/robots.txt') return robots(request, env);
      return passThrough(request, env);
    },
  };
}
