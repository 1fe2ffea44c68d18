/**
 * The edge handler (edge/handler.ts, docs/deploy.md) against the real local backend (Prism's validating
 * proxy in front of the fake, as `npm run mock` wires it), run twice: in the Workers runtime
 * (workerd through Miniflare, loading the very bundle `vite build` writes to dist/_worker.js) and
 * in Node (the handler with the preview adapter's build-folder assets). The built files are the
 * job skeleton and the not-found page as the prerenderer renders them, and public/robots.txt.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as T from '../../generated/types.gen';
import { createEdgeHandler, SITEMAP_PAGES, type EdgeEnv } from '../../edge/handler';
import { PRERENDERED_PAGES, renderPage } from '../../src/app/prerender';
import { bundleEdge } from '../../scripts/edge-build';
import { buildFolderAssets } from '../../scripts/edge-preview';
import { inlineScripts, scriptHash, securityHeaders } from '../../scripts/lib/csp';
import { startLocalBackend } from '../../scripts/lib/local-backend.mjs';
import { freePort } from '../support/net';

type Backend = Awaited<ReturnType<typeof startLocalBackend>>;
const APP_ORIGIN = 'https://jobs.example';
const root = process.cwd();

let backend: Backend;
let files: string;
let skeleton: string;
let headers: Record<string, string>;
let mf: Miniflare;
/** A port nothing listens on, a server that never answers and one that answers 500. */
let deadApi: string;
let silent: Server;
let silentApi: string;
let failing: Server;
let failingApi: string;

/** A page of the build as the prerenderer writes it (head tags and #root, in a document). */
async function builtPage(route: string): Promise<string> {
  const page = PRERENDERED_PAGES.find((p) => p.route === route)!;
  const { head, body } = await renderPage(page);
  // One inline script, as the real pages have: the CSP must still admit it after the edge.
  return `<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" />${head}<script>document.documentElement.dataset.t="1"</script></head><body><div id="root" data-prerendered>${body}</div></body></html>`;
}

beforeAll(async () => {
  backend = await startLocalBackend({
    port: await freePort(),
    fakePort: await freePort(),
    prismPort: await freePort(),
    now: '2025-11-21T12:00:00Z',
    log: false,
  });
  files = mkdtempSync(join(tmpdir(), 'edge-build-'));
  mkdirSync(join(files, 'job'));
  skeleton = await builtPage('/job/:slug');
  writeFileSync(join(files, 'job', '[slug].html'), skeleton);
  writeFileSync(join(files, '404.html'), await builtPage('/*'));
  writeFileSync(join(files, 'robots.txt'), readFileSync(join(root, 'public/robots.txt')));
  headers = securityHeaders({
    scriptHashes: inlineScripts(skeleton).map(scriptHash),
    apiOrigin: backend.url,
    storageOrigins: [],
  });
  deadApi = `http://127.0.0.1:${await freePort()}`;
  silent = createServer(() => {});
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  silentApi = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  failing = createServer((_, res) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end());
  await new Promise<void>((done) => failing.listen(0, '127.0.0.1', done));
  failingApi = `http://127.0.0.1:${(failing.address() as { port: number }).port}`;

  const assets = buildFolderAssets(files);
  mf = new Miniflare({
    modules: true,
    script: await bundleEdge(root, { securityHeaders: headers, apiBaseUrl: deadApi }),
    compatibilityDate: '2025-07-01',
    bindings: { API_BASE_URL: backend.url, APP_ORIGIN },
    serviceBindings: { ASSETS: (request) => assets.fetch(request as unknown as Request) },
  });
  await mf.ready;
});

afterAll(async () => {
  await mf?.dispose();
  silent?.closeAllConnections();
  silent?.close();
  failing?.close();
  await backend?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});

beforeEach(() => backend.fake.reset());

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** As the preview's adapter runs it: the build's API (its _edge.json) unless env says another. */
const node = (env: Partial<EdgeEnv> = {}, options = {}) => {
  const handler = createEdgeHandler({
    securityHeaders: headers,
    apiBaseUrl: backend.url,
    ...options,
  });
  return async (path: string, init?: RequestInit): Promise<Answer> => {
    const response = await handler.fetch(new Request(`http://127.0.0.1:4173${path}`, init), {
      ASSETS: buildFolderAssets(files),
      APP_ORIGIN,
      ...env,
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
};

const workerd = async (path: string, init?: RequestInit): Promise<Answer> => {
  const response = await mf.dispatchFetch(`http://127.0.0.1:4173${path}`, init as never);
  return {
    status: response.status,
    headers: response.headers as unknown as Headers,
    text: await response.text(),
  };
};

const store = () => backend.fake.ctx.store;
const openJob = () => store().jobs.find((j) => j.status === 'published' && !j.valid_through)!;

async function publicJob(slug: string): Promise<T.Job> {
  const response = await fetch(`${backend.url}/v2/public/jobs/${slug}/`);
  expect(response.status).toBe(200);
  return (await response.json()) as T.Job;
}

async function publicJobSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${backend.url}/v2/public/jobs/?page=${page}&page_size=100`);
    const list = (await response.json()) as T.PaginatedJobList;
    slugs.push(...list.results.map((j) => j.slug));
    if (!list.next) return slugs;
  }
}

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const attr = (html: string, selector: string, name = 'content') => {
  const m = new RegExp(`<${selector}[^>]*?\\s${name}="([^"]*)"`).exec(html);
  return m?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe.each([
  ['the Workers runtime (workerd)', () => workerd],
  ['Node (the preview adapter)', () => node()],
])('in %s', (_, get) => {
  it('writes the job into its page: title, description, canonical, og:/twitter: tags, valid JSON-LD', async () => {
    const record = openJob();
    const job = await publicJob(record.slug);
    const answer = await get()(`/job/${job.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const { text } = answer;
    const pageTitle = `${job.title} at ${job.employer.name}`;
    expect(text).toContain(
      `<title data-prerendered>${pageTitle.replace(/&/g, '&amp;')} | Jobboard</title>`,
    );
    expect(attr(text, 'meta data-prerendered name="description"')).toMatch(
      new RegExp(`^${pageTitle.replace(/[()]/g, '\\$&')}: `),
    );
    expect(attr(text, 'link data-prerendered rel="canonical"', 'href')).toBe(
      `${APP_ORIGIN}/job/${job.slug}`,
    );
    expect(attr(text, 'meta data-prerendered property="og:title"')).toBe(pageTitle);
    expect(attr(text, 'meta data-prerendered property="og:url"')).toBe(
      `${APP_ORIGIN}/job/${job.slug}`,
    );
    expect(attr(text, 'meta data-prerendered property="og:site_name"')).toBe('Jobboard');
    expect(attr(text, 'meta data-prerendered name="twitter:card"')).toBe('summary');
    if (job.employer.logo_url)
      expect(attr(text, 'meta data-prerendered property="og:image"')).toBe(job.employer.logo_url);
    // The heading the skeleton keeps for the title has it.
    expect(text).toMatch(/<h1 data-early-text="job-title"[^>]*>[^<]+<\/h1>/);
    // One title and one description: the skeleton's were replaced, not added to.
    expect(text.match(/<title/g)).toHaveLength(1);
    expect(text.match(/name="description"/g)).toHaveLength(1);

    const [ld, ...more] = jsonLdBlocks(text);
    expect(more).toHaveLength(0);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.published_at,
      url: `${APP_ORIGIN}/job/${job.slug}`,
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: job.employer.name },
      identifier: { value: job.id },
    });
    expect(ld!.description).toBe(job.description);
  });

  it('keeps the security headers, and the CSP still admits every inline script of the page', async () => {
    const { text, headers: got } = await get()(`/job/${openJob().slug}`);
    for (const [name, value] of Object.entries(headers)) expect(got.get(name)).toBe(value);
    const csp = got.get('content-security-policy') ?? '';
    expect(csp).toMatch(/require-trusted-types-for 'script'/);
    expect(csp).not.toMatch(/'unsafe-inline'[^;]*;[^;]*script-src|script-src[^;]*'unsafe-inline'/);
    const scripts = inlineScripts(text);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(csp).toContain(scriptHash(script));
  });

  it('writes a hostile title and description as text and data, never as markup or script', async () => {
    const record = openJob();
    record.title = 'Ann </script><script>window.__pwned=1</script><img src=x onerror=alert(1)>';
    record.description =
      '<p>Intro</p><script>window.__pwned=2</script><img src="/x" onerror="window.__pwned=3">';
    const { text } = await get()(`/job/${record.slug}`);
    expect(text).not.toMatch(/<script>window|<img src=x|<img src="\/x"/);
    expect(text).toContain(
      '<title data-prerendered>Ann &lt;/script&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;',
    );
    // The description's text in the meta description, without its script.
    expect(attr(text, 'meta data-prerendered name="description"')).not.toContain('__pwned=2');
    // The skeleton's one inline script, and nothing more that a browser would run.
    expect(inlineScripts(text)).toEqual(inlineScripts(skeleton));
    const [ld] = jsonLdBlocks(text);
    expect(ld!.title).toBe(record.title);
  });

  it('answers an unknown slug, a draft and an archived job with 404 and the not-found page', async () => {
    const [draft, archived] = store().jobs.filter((j) => j.status === 'published');
    draft!.status = 'draft';
    archived!.status = 'archived';
    for (const slug of ['no-such-job', draft!.slug, archived!.slug, 'Not_A_Slug']) {
      const answer = await get()(`/job/${slug}`);
      expect(answer.status, slug).toBe(404);
      expect(answer.text).toContain('seem to find the page you&#x27;re looking for');
      expect(answer.text).toContain('<title data-prerendered>Page Not Found | Jobboard</title>');
      expect(answer.text).toMatch(
        new RegExp(`data-testid="not-found-path"[^>]*>[^]*?<code[^>]*>/job/${slug}</code>`),
      );
      expect(answer.headers.get('content-security-policy')).toBe(
        headers['Content-Security-Policy'],
      );
    }
  });

  it('keeps a closed job’s page (200, its title) without JSON-LD', async () => {
    const record = openJob();
    record.status = 'closed';
    const job = await publicJob(record.slug);
    expect(job.accepting_applications).toBe(false);
    const answer = await get()(`/job/${record.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`<title data-prerendered>${job.title}`);
    expect(jsonLdBlocks(answer.text)).toEqual([]);
  });

  it('lists the public pages and every open job in /sitemap.xml, lastmod from the job, closed ones left out', async () => {
    const closed = openJob();
    closed.status = 'closed';
    const slugs = await publicJobSlugs();
    expect(slugs.length).toBeGreaterThan(2);
    const answer = await get()('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(locs(answer.text)).toEqual([
      ...SITEMAP_PAGES.map((p) => `${APP_ORIGIN}${p}`),
      ...slugs.map((s) => `${APP_ORIGIN}/job/${s}`),
    ]);
    expect(locs(answer.text)).not.toContain(`${APP_ORIGIN}/job/${closed.slug}`);
    const first = store().jobs.find((j) => j.slug === slugs[0])!;
    expect(answer.text).toContain(
      `<loc>${APP_ORIGIN}/job/${first.slug}</loc><lastmod>${first.published_at}</lastmod>`,
    );
  });

  it('names the sitemap in robots.txt with its full URL', async () => {
    const answer = await get()('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`\nSitemap: ${APP_ORIGIN}/sitemap.xml\n`);
    expect(answer.text).toContain('Disallow: /employer');
  });
});

describe('when the API fails (Node; the worker runs the same code)', () => {
  it('serves the skeleton unchanged when the API is down, slow, or answers 500, and keeps it out of caches', async () => {
    const slug = openJob().slug;
    for (const fetchVia of [
      node({ API_BASE_URL: deadApi }),
      node({ API_BASE_URL: silentApi }, { apiTimeoutMs: 300 }),
      node({ API_BASE_URL: failingApi }),
    ]) {
      const answer = await fetchVia(`/job/${slug}`);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(skeleton);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-security-policy')).toBe(
        headers['Content-Security-Policy'],
      );
    }
    const sitemap = await node({ API_BASE_URL: deadApi })('/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toBe('300');
  });

  it('does the same in workerd when the API refuses connections (the build’s API: no API_BASE_URL set)', async () => {
    const broken = new Miniflare({
      modules: true,
      script: await bundleEdge(root, { securityHeaders: headers, apiBaseUrl: deadApi }),
      compatibilityDate: '2025-07-01',
      bindings: { APP_ORIGIN },
      serviceBindings: {
        ASSETS: (request) => buildFolderAssets(files).fetch(request as unknown as Request),
      },
    });
    try {
      const response = await broken.dispatchFetch(`http://127.0.0.1:4173/job/${openJob().slug}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(skeleton);
    } finally {
      await broken.dispose();
    }
  });
});

describe('sitemap index past the limit (Node, with a limit of 5 URLs and pages of 2 jobs)', () => {
  it('splits the URLs into /sitemap-N.xml files an index lists, none lost or repeated', async () => {
    const small = node({}, { sitemapMaxUrls: 5, apiPageSize: 2 });
    const whole = locs((await node()('/sitemap.xml')).text);
    expect(whole.length).toBeGreaterThan(5);
    const index = await small('/sitemap.xml');
    expect(index.text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const parts = locs(index.text);
    expect(parts).toEqual(
      Array.from(
        { length: Math.ceil(whole.length / 5) },
        (_, i) => `${APP_ORIGIN}/sitemap-${i + 1}.xml`,
      ),
    );
    const listed: string[] = [];
    for (const part of parts) {
      const answer = await small(new URL(part).pathname);
      expect(answer.status).toBe(200);
      const urls = locs(answer.text);
      expect(urls.length).toBeLessThanOrEqual(5);
      listed.push(...urls);
    }
    expect(listed).toEqual(whole);
    expect((await small(`/sitemap-${parts.length + 1}.xml`)).status).toBe(404);
    expect((await node()('/sitemap-1.xml')).status).toBe(404);
  });
});

describe('sitemap files within the API call budget (Node, 4 calls a request, pages of 2 jobs)', () => {
  it('lists at most (budget − 2) pages of jobs per file, so no answer makes more calls than the budget', async () => {
    const whole = locs((await node()('/sitemap.xml')).text);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const apiCalls = () =>
      fetchSpy.mock.calls.filter(([url]) => String(url).startsWith(backend.url));
    const budgeted = node({}, { apiPageSize: 2, apiCallsPerRequest: 4 });
    const index = await budgeted('/sitemap.xml');
    expect(apiCalls()).toHaveLength(1); // the count
    const parts = locs(index.text);
    expect(parts).toHaveLength(Math.ceil(whole.length / 4));
    const listed: string[] = [];
    for (const part of parts) {
      fetchSpy.mockClear();
      const answer = await budgeted(new URL(part).pathname);
      expect(answer.status).toBe(200);
      expect(apiCalls().length).toBeLessThanOrEqual(4);
      const urls = locs(answer.text);
      expect(urls.length).toBeLessThanOrEqual(4);
      listed.push(...urls);
    }
    expect(listed).toEqual(whole);
  });
});

describe('a site name with markup characters (Node)', () => {
  it('is written once escaped, not twice, in the title and og:site_name', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'edge-build-amp-'));
    try {
      mkdirSync(join(folder, 'job'));
      const named = skeleton.replace(/ \| Jobboard<\/title>/, ' | Smith &amp; Co</title>');
      expect(named).not.toBe(skeleton);
      writeFileSync(join(folder, 'job', '[slug].html'), named);
      const handler = createEdgeHandler({ securityHeaders: headers, apiBaseUrl: backend.url });
      const response = await handler.fetch(
        new Request(`http://127.0.0.1:4173/job/${openJob().slug}`),
        { ASSETS: buildFolderAssets(folder), APP_ORIGIN },
      );
      const text = await response.text();
      expect(text).toMatch(/<title data-prerendered>[^<]* \| Smith &amp; Co<\/title>/);
      expect(text).toContain('property="og:site_name" content="Smith &amp; Co"');
      expect(text).not.toContain('&amp;amp;');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
