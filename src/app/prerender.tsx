/**
 * Build-time rendering of the public pages (decision 007). `vite build` renders each page below
 * with React's static rendering into its own HTML file (scripts/prerender.ts), so the first
 * paint does not wait for JavaScript: the header, footer and the page's skeleton for /, /jobs and
 * the job page shell; the whole page for the three content pages. In the browser the app keeps
 * that HTML until the router has the page's code, then replaces it in one commit (start.tsx).
 *
 * The render is the app's own: the same layout and route components the router loads, in a
 * static router, with an empty query cache (so every data-driven part shows its skeleton) and
 * nobody signed in. Runs in Node: nothing here may touch `window` while rendering.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter, useRoutes } from 'react-router';
import { paths, patterns } from '@/config/paths';
import { JOB_SLUG } from '@/features/jobs/api';
import { JOB_TITLE_SLOT } from '@/features/jobs/job-detail-page';
import { EARLY_CARD_TITLES, jobCardTitleSlot } from '@/features/jobs/job-list';
import { earlyCallsScript, recordRequests, type EarlyText } from '@/lib/api/early-responses';
import { apiBaseUrl } from '@/lib/api/runtime-config';
import { DefaultLayout } from './layouts/default-layout';
import { StaticLayout } from './layouts/static-layout';
import { createQueryClient } from './query-client';
import type { RouteLoader } from './route-module';
import { loader as homeLoader } from './routes/home.loader';
import { loader as jobLoader } from './routes/job.loader';
import { loader as jobsLoader } from './routes/jobs.loader';
import * as aboutUs from './routes/about-us';
import * as home from './routes/home';
import * as job from './routes/job';
import * as jobs from './routes/jobs';
import * as notFound from './routes/not-found';
import * as privacyPolicy from './routes/privacy-policy';
import * as terms from './routes/terms-and-conditions';

/** The API's base URL the build was made for (the edge handler's default: edge/handler.ts). */
export const apiBase = apiBaseUrl();

/** Every page preconnects to the API's origin. */
export const apiOrigin = new URL(apiBase).origin;

export interface PrerenderedPage {
  /** The route, as the router's table writes it. */
  route: string;
  /** The URL rendered: the route itself, or a stand-in for its parameter. */
  url: string;
  /** The file the build writes, relative to the output folder. */
  file: string;
  /** Whether the HTML is the whole page (no data to wait for) or its shell. */
  complete: boolean;
  /**
   * Whether the page's largest content is in the HTML (or shown from an early answer, `earlyText`),
   * so the app's code is requested once the page has painted (and the early text is shown);
   * otherwise (the code is what shows the content) at once, after the CSS.
   */
  codeAfterPaint: boolean;
  /** The lazily loaded modules the page is made of (the HTML preloads their chunks). */
  modules: readonly string[];
  Layout: ComponentType;
  Page: ComponentType;
  /** The route's loader (the router's own): its first API calls are started by the HTML. */
  loader?: RouteLoader;
  /** The values the route's parameter can take (the URL's stand-in is PARAM). */
  param?: RegExp;
  /** A text of an early answer the HTML shows as soon as it arrives (early-responses.ts). */
  earlyText?: EarlyText;
}

/** Stands for the route's parameter in `url` and in the recorded API calls. */
export const PARAM = 'prerendered-param';

const STATIC_LAYOUT = 'src/app/layouts/static-layout.tsx';
const DEFAULT_LAYOUT = 'src/app/layouts/default-layout.tsx';

const page = (
  route: string,
  file: string,
  layout: string,
  module: string,
  rest: Omit<PrerenderedPage, 'route' | 'url' | 'file' | 'modules'> & { url?: string },
): PrerenderedPage => ({
  route,
  url: rest.url ?? route,
  file,
  modules: [layout, module],
  ...rest,
});

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  page(patterns.home, 'index.html', STATIC_LAYOUT, 'src/app/routes/home.tsx', {
    complete: false,
    codeAfterPaint: true, // the heading and its lead are the largest content
    Layout: StaticLayout,
    Page: home.Component,
    loader: homeLoader,
  }),
  page(patterns.jobs, 'jobs.html', DEFAULT_LAYOUT, 'src/app/routes/jobs.tsx', {
    complete: false,
    // Its largest content, the first job titles, is shown from the early answer (in the
    // skeleton cards' title boxes, which wrap as the cards' will); the code comes after it.
    codeAfterPaint: true,
    Layout: DefaultLayout,
    Page: jobs.Component,
    loader: jobsLoader,
    earlyText: {
      call: '/public/jobs/',
      show: Array.from({ length: EARLY_CARD_TITLES }, (_, i) => ({
        field: `results.${i}.title`,
        into: jobCardTitleSlot(i),
      })),
    },
  }),
  // One shell for every job: any well-formed slug renders the same skeleton.
  page(patterns.job, 'job/[slug].html', DEFAULT_LAYOUT, 'src/app/routes/job.tsx', {
    url: paths.job(PARAM),
    complete: false,
    // Its largest content, the title, is shown from the early answer; the code comes after it.
    codeAfterPaint: true,
    Layout: DefaultLayout,
    Page: job.Component,
    loader: jobLoader,
    param: JOB_SLUG,
    // The job's title, its largest content, shows as soon as the job arrives (in the skeleton's
    // heading), before the app's code; the app then renders the page as usual.
    earlyText: { call: '/public/jobs/', show: [{ field: 'title', into: JOB_TITLE_SLOT }] },
  }),
  page(patterns.aboutUs, 'about-us.html', STATIC_LAYOUT, 'src/app/routes/about-us.tsx', {
    complete: true,
    codeAfterPaint: true,
    Layout: StaticLayout,
    Page: aboutUs.Component,
  }),
  page(
    patterns.privacyPolicy,
    'privacy-policy.html',
    STATIC_LAYOUT,
    'src/app/routes/privacy-policy.tsx',
    { complete: true, codeAfterPaint: true, Layout: StaticLayout, Page: privacyPolicy.Component },
  ),
  page(
    patterns.terms,
    'terms-and-conditions.html',
    STATIC_LAYOUT,
    'src/app/routes/terms-and-conditions.tsx',
    { complete: true, codeAfterPaint: true, Layout: StaticLayout, Page: terms.Component },
  ),
  // The not-found page, whole: the edge handler answers an unknown job with it, status 404
  // (edge/handler.ts); the app, once loaded, shows the same for the address it is at.
  page(patterns.notFound, '404.html', DEFAULT_LAYOUT, 'src/app/routes/not-found.tsx', {
    url: '/404',
    complete: true,
    codeAfterPaint: true,
    Layout: DefaultLayout,
    Page: notFound.Component,
  }),
];

function PageInLayout({ page }: { page: PrerenderedPage }) {
  const { Layout, Page } = page;
  return useRoutes([{ element: <Layout />, children: [{ path: page.route, element: <Page /> }] }]);
}

export interface RenderedPage {
  /** What goes into <div id="root">. */
  body: string;
  /**
   * The <title> and <meta> tags the page sets (React hoists them; here they lead the output),
   * marked: the app removes them once it has rendered its own.
   */
  head: string;
}

const CONTROL = /<(button|input|select|textarea)(?=[\s>/])/g;

/**
 * The prerendered page's controls, disabled: the app replaces the HTML once its code has run, so
 * a click or a typed word before then would be lost. Until then they say they are unavailable
 * (links still work: they load the page they lead to).
 */
export const disableControls = (html: string): string => html.replace(CONTROL, '<$1 disabled=""');

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/** Renders one page to HTML, waiting for anything that suspends. */
export async function renderPage(page: PrerenderedPage): Promise<RenderedPage> {
  const { prelude } = await prerender(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location={page.url}>
        <PageInLayout page={page} />
      </StaticRouter>
    </QueryClientProvider>,
  );
  let html = await new Response(prelude).text();
  let head = '';
  for (let tag = HOISTED.exec(html); tag; tag = HOISTED.exec(html)) {
    head += tag[0].replace(/^<(\w+)/, '<$1 data-prerendered');
    html = html.slice(tag[0].length);
  }
  return { body: disableControls(html), head };
}

/** The GETs the page's loader makes on a cold load, as URLs (recorded: none is sent). */
export async function earlyRequests(page: PrerenderedPage): Promise<string[]> {
  const { loader } = page;
  if (!loader) return [];
  const params = matchPath(page.route, page.url)?.params ?? {};
  const url = new URL(page.url, 'http://prerender.invalid');
  return recordRequests(() =>
    loader({ params, request: new Request(url), url, pattern: page.route, context: undefined }),
  );
}

/**
 * A line of script for the page's HTML that starts its first API calls at once, before the app's
 * code has arrived (written by the API layer: src/lib/api/early-responses.ts). '' when the page
 * makes no call.
 */
export async function earlyFetchScript(page: PrerenderedPage): Promise<string> {
  return earlyCallsScript({
    route: page.route,
    urls: await earlyRequests(page),
    param: page.param,
    placeholder: PARAM,
    text: page.earlyText,
  });
}
