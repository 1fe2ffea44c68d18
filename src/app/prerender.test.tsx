import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/test/checks';
import { apiBaseUrl } from '@/lib/api/runtime-config';
import {
  disableControls,
  earlyFetchScript,
  earlyRequests,
  PARAM,
  PRERENDERED_PAGES,
  renderPage,
  type PrerenderedPage,
} from './prerender';
import { createQueryClient } from './query-client';

/** The prerendered page as a document: its head tags and #root. */
async function prerendered(route: string) {
  const page = PRERENDERED_PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`${route} is not prerendered`);
  const { head, body } = await renderPage(page);
  const doc = new DOMParser().parseFromString(
    `<html><head>${head}</head><body>${body}</body></html>`,
    'text/html',
  );
  return { page, doc, text: (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim() };
}

/** The same page rendered by the app in the browser, nobody signed in and no data yet. */
function clientText({ Layout, Page, route, url }: PrerenderedPage) {
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path={route} element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The page's loading announcements: what each role="status" region with something to say says to
 * a screen reader (its text outside aria-hidden parts).
 */
const statuses = (doc: Document) =>
  [...doc.querySelectorAll('[role="status"]')]
    .map((el) => {
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent ?? '';
    })
    .filter(Boolean);

const descriptionOf = (doc: Document) =>
  doc.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('prerendered pages', () => {
  it.each(PRERENDERED_PAGES.map((p) => p.route))(
    '%s has the header, the footer, a title and a meta description',
    async (route) => {
      const { doc } = await prerendered(route);
      const header = doc.querySelector('header');
      expect(header?.querySelector('a[href="/jobs"]')?.textContent).toBe('Find jobs');
      expect(header?.querySelector('button[data-signed-out-only]')?.textContent).toBe('Sign in');
      expect(doc.querySelector('footer')?.textContent).toContain(
        `© ${new Date().getFullYear()} Jobboard. All rights reserved.`,
      );
      expect(doc.querySelectorAll('main')).toHaveLength(1);
      expect(doc.head.querySelectorAll('title')).toHaveLength(1);
      expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(descriptionOf(doc)?.length).toBeGreaterThan(40);
    },
  );

  it('/ is the home page with the newest jobs still loading', async () => {
    const { doc } = await prerendered('/');
    expect(doc.title).toBe('Find your next job | Jobboard');
    expect(descriptionOf(doc)).toBe(
      'Find your next job: search jobs by keyword, location and salary, and apply in minutes.',
    );
    expect(doc.querySelector('h1')?.textContent).toBe('Find your next job');
    expect(statuses(doc)).toEqual(['Loading the newest jobs…']);
  });

  it('/jobs is the search page with its results still loading', async () => {
    const { doc } = await prerendered('/jobs');
    expect(doc.title).toBe('Jobs | Jobboard');
    expect(descriptionOf(doc)).toMatch(/^Search open jobs by keyword and location/);
    expect(doc.querySelector('h1')?.textContent).toBe('Jobs');
    expect(doc.querySelector('header a[href="/jobs"]')?.getAttribute('aria-current')).toBe('page');
    expect(statuses(doc)).toEqual(['Loading jobs…']);
  });

  it('the job page shell is its skeleton, the same for every job', async () => {
    const { doc, page } = await prerendered('/job/:slug');
    expect(page.file).toBe('job/[slug].html');
    expect(doc.title).toBe('Job | Jobboard');
    expect(descriptionOf(doc)).toBe(
      'A job on Jobboard: what it is, where, what it pays, and how to apply.',
    );
    expect(statuses(doc)).toEqual(['Loading the job…']);
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it.each(['/about-us', '/privacy-policy', '/terms-and-conditions'])(
    '%s is complete: the same text the app shows',
    async (route) => {
      // React warns when the same context provider is rendered by react-dom/server and then by
      // the client renderer in one process: this test does exactly that on purpose.
      expectConsoleError(/multiple renderers concurrently rendering the same context provider/);
      const { doc, page, text } = await prerendered(route);
      expect(page.complete).toBe(true);
      expect(statuses(doc)).toEqual([]);
      expect(text).toBe(clientText(page));
      expect(text.length).toBeGreaterThan(1500);
    },
  );

  it('/jobs disables its controls until the app takes over (a click or a typed word would be lost); links still lead', async () => {
    const { doc } = await prerendered('/jobs');
    const controls = [...doc.querySelectorAll('button, input, select, textarea')];
    expect(controls.length).toBeGreaterThan(3);
    expect(controls.filter((el) => !el.hasAttribute('disabled'))).toEqual([]);
    expect(doc.querySelector('header button[data-signed-out-only]')).toHaveProperty(
      'disabled',
      true,
    );
    expect(doc.querySelector('header a[href="/jobs"]')?.hasAttribute('disabled')).toBe(false);
    expect(disableControls('<button type="submit">Go</button><input/><inputmode>')).toBe(
      '<button disabled="" type="submit">Go</button><input disabled=""/><inputmode>',
    );
  });

  it('/about-us says what the page says, from its lead to its contact addresses', async () => {
    const { doc, text } = await prerendered('/about-us');
    expect(doc.title).toBe('About Us | Jobboard');
    expect(descriptionOf(doc)).toBe(
      'Jobboard is a job board for people who want to know what a job really is before they apply, and for employers who are happy to tell them.',
    );
    expect(text).toContain('Looking for work is hard enough without guessing.');
    expect(text).toContain('Press: press@jobboard.example');
  });
});

const pageOf = (route: string) => PRERENDERED_PAGES.find((p) => p.route === route)!;
const API = apiBaseUrl();

describe('early API calls of a prerendered page', () => {
  it('are the calls its loader makes', async () => {
    expect(await earlyRequests(pageOf('/job/:slug'))).toEqual([
      `${API}/v2/public/jobs/${PARAM}/`,
      `${API}/v2/related-jobs/${PARAM}/?limit=4`,
    ]);
    expect(await earlyRequests(pageOf('/'))).toEqual([
      expect.stringMatching(new RegExp(`^${API}/v2/public/jobs/\\?`)),
    ]);
    expect(await earlyRequests(pageOf('/jobs'))).toHaveLength(1);
    expect(await earlyRequests(pageOf('/about-us'))).toEqual([]);
    expect(await earlyFetchScript(pageOf('/about-us'))).toBe('');
  });

  /** Runs the page's script as the browser would at `href`; returns the URLs it asked for. */
  async function started(route: string, href: string, cookie = '') {
    const script = await earlyFetchScript(pageOf(route));
    const code = /^<script>(.*)<\/script>$/s.exec(script)?.[1];
    if (!code) throw new Error('no script');
    const window: Record<string, Record<string, unknown>> = {};
    const asked: string[] = [];
    const fetch = (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response('{}'));
    };
    const { pathname, search } = new URL(href, 'https://jobs.example');
    new Function('location', 'document', 'window', 'fetch', code)(
      { pathname, search },
      { cookie },
      window,
      fetch,
    );
    expect(Object.keys(window.__jbEarly ?? {})).toEqual(asked);
    return asked;
  }

  it('start for a visitor on the page itself, with the job slug from the address', async () => {
    expect(await started('/job/:slug', '/job/senior-frontend-engineer-northwind')).toEqual([
      `${API}/v2/public/jobs/senior-frontend-engineer-northwind/`,
      `${API}/v2/related-jobs/senior-frontend-engineer-northwind/?limit=4`,
    ]);
    expect(await started('/', '/')).toHaveLength(1);
    expect(await started('/jobs', '/jobs')).toHaveLength(1);
  });

  it('do not start for a signed-in visitor, a query string, or a slug the app would not ask for', async () => {
    expect(await started('/jobs', '/jobs', 'jb_auth=%7B%7D')).toEqual([]);
    expect(await started('/jobs', '/jobs?keyword=react')).toEqual([]);
    expect(await started('/job/:slug', '/job/Not_A_Slug')).toEqual([]);
    expect(await started('/job/:slug', `/job/${'a'.repeat(121)}`)).toEqual([]);
    expect(await started('/', '/profile')).toEqual([]);
  });
});
