/**
 * First paint (decision 007): a page's first API call does not wait for the page's code, and the
 * public pages arrive as HTML with something real in them before any JavaScript runs.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chunkKeyOf, readManifest } from '../scripts/lib/build-manifest.mjs';
import { API_URL, expect, test } from './support/test';

const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/** The built file that holds a lazily loaded module, e.g. `assets/jobs-Ab12.js`. */
function builtFile(source: string): string {
  const dist = join(import.meta.dirname, '..', outDir);
  const manifest = readManifest(dist);
  return manifest[chunkKeyOf(dist, manifest, source)]!.file;
}

/**
 * Holds the page's own chunk back until the page's first API request matching `api` has started,
 * and writes down in which order the two happened. Without a waterfall the call starts while the
 * chunk is held, so it comes first; with one (the call waiting for the page's code), nothing
 * starts it, the hold gives up after a while and the chunk's release comes first. The order is
 * asserted, never how long anything took.
 */
async function watchChunkAndCall(page: Page, source: string, api: RegExp) {
  const chunk = builtFile(source);
  const order: string[] = [];
  let callStarted!: () => void;
  const call = new Promise<void>((resolve) => (callStarted = resolve));
  await page.route(`**/${chunk}`, async (route) => {
    // The fallback only ends a hold that nothing would end; the order then shows the waterfall.
    await Promise.race([call, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    order.push('page chunk released');
    await route.continue();
  });
  page.on('request', (request) => {
    if (order.includes('API call started')) return;
    if (request.method() === 'GET' && api.test(request.url())) {
      order.push('API call started');
      callStarted();
    }
  });
  return order;
}

/** Holds every request for the app's code until `release()` is called: only the HTML and its lines of script run. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('/jobs asks for the jobs while its page chunk is still loading', async ({ page }) => {
  const order = await watchChunkAndCall(
    page,
    'src/app/routes/jobs.tsx',
    new RegExp(`^${escape(API_URL)}/v2/public/jobs/\\?`),
  );
  await page.goto('/jobs');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  // Without a waterfall the call starts when the entry chunk runs, while the page chunk is held.
  expect(order).toEqual(['API call started', 'page chunk released']);
});

test('a job page asks for the job while its page chunk is still loading', async ({ page }) => {
  const order = await watchChunkAndCall(
    page,
    'src/app/routes/job.tsx',
    new RegExp(`^${escape(API_URL)}/v2/public/jobs/senior-frontend-engineer-northwind/$`),
  );
  await page.goto('/job/senior-frontend-engineer-northwind');
  // The app's page (the prerendered shell shows the title early on its own).
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Senior Frontend Engineer (React)' }),
  ).toBeVisible();
  expect(order).toEqual(['API call started', 'page chunk released']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/about-us is the whole page', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'For candidates' })).toBeVisible();
    await expect(page.getByText('Looking for work is hard enough without guessing.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Find jobs' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    await expect(page).toHaveTitle('About Us | Jobboard');
  });

  test('/jobs and a job page show the header, the footer and the page skeleton', async ({
    page,
  }) => {
    await page.goto('/jobs?keyword=react');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Find jobs' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading jobs…' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');

    await page.goto('/job/senior-frontend-engineer-northwind');
    await expect(page.getByRole('status').filter({ hasText: 'Loading the job…' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  });

  test('other pages are the empty app, not another page', async ({ page }) => {
    for (const path of ['/applied-jobs', '/employer/jobs', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

test("a job page shows the job's title before the app's code has arrived, then the app's page", async ({
  page,
}) => {
  const slug = 'senior-frontend-engineer-northwind';
  const job = (await (await fetch(`${API_URL}/v2/public/jobs/${slug}/`)).json()) as {
    title: string;
  };
  const release = await holdAppCode(page);
  await page.goto(`/job/${slug}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toBeAttached();
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([job.title]);
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`at ${width} px /jobs shows the first job titles before the app's code has arrived, and the app's cards take their place without a larger paint`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const list = (await (await fetch(`${API_URL}/v2/public/jobs/?page=1&page_size=20`)).json()) as {
      results: { title: string }[];
    };
    const titles = list.results.slice(0, 4).map((job) => job.title);
    expect(titles).toHaveLength(4);
    const release = await holdAppCode(page);
    await page.goto('/jobs', { waitUntil: 'commit' });
    const early = page.locator('#root[data-prerendered] [data-early-text^="job-card-title-"]');
    await expect(early).toHaveText(titles);
    const earlyBox = (await early.first().boundingBox())!;
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    const cards = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(cards.first()).toHaveText(titles[0]!);
    // The card's title wraps as the early one did: the same box, so the browser's largest paint
    // stays the early title's (no larger one once the app has rendered).
    const cardBox = (await cards.first().boundingBox())!;
    expect([cardBox.width, cardBox.height]).toEqual([earlyBox.width, earlyBox.height]);
    const largest = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          new PerformanceObserver((entries) =>
            resolve(entries.getEntries().map((entry) => entry.startTime)),
          ).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(largest.at(-1)).toBeLessThan(releasedAt);
  });
}

test('a control focused by Tab before the app arrives keeps focus when the app replaces the page', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/jobs', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered]')).toBeAttached();
  // Past the skip link and the logo, onto a control of the prerendered header.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body
        ? `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent?.trim() ?? ''}`
        : '(body)';
    });
  const before = await focused();
  expect(before).not.toBe('(body)');
  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  expect(await focused()).toBe(before);
});

test('/about-us never shows anything but the page while the app starts', async ({ page }) => {
  // Every change to the document from the first parse on: the page's heading is always there.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    const record = () => seen.push(document.querySelector('#root h1')?.textContent ?? '(none)');
    document.addEventListener('DOMContentLoaded', () => {
      record();
      new MutationObserver(record).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  });
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 2, name: 'For candidates' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(
    () => (window as unknown as { headingsSeen: string[] }).headingsSeen,
  );
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((heading) => heading !== 'About Us')).toEqual([]);
});

test('a signed-in visitor does not see the prerendered "Sign in" while the app loads', async ({
  page,
  baseURL,
}) => {
  // The app's code never arrives: what shows is the prerendered HTML.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/jobs');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.context().addCookies([
    {
      name: 'jb_auth',
      value: encodeURIComponent(JSON.stringify({ access: 'a', refresh: 'r' })),
      url: baseURL!,
      sameSite: 'Strict',
    },
  ]);
  await page.goto('/jobs');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Find jobs' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeHidden();
});

/** Layout shifts so far (not caused by input), summed: the CLS of the load. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500); // no entry at all: nothing shifted
      }),
  );

for (const width of [390, 1280]) {
  test(`at ${width} px the public pages load without a layout shift`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const pages: [string, string][] = [
      ['/', 'Find your next job'],
      ['/jobs', 'Jobs'],
      ['/job/senior-frontend-engineer-northwind', 'Senior Frontend Engineer (React)'],
      ['/about-us', 'About Us'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), path).toBe(0);
    }
  });
}

test('each public page has one meta description of its own', async ({ page }) => {
  const description = page.locator('meta[name="description"]');
  const expected: [string, string | RegExp][] = [
    ['/', 'Find your next job: search jobs by keyword, location and salary, and apply in minutes.'],
    ['/jobs', /^Search open jobs by keyword and location/],
    ['/about-us', /^Jobboard is a job board for people who want to know what a job really is/],
    ['/privacy-policy', /^How Jobboard collects, uses and protects personal data/],
    ['/terms-and-conditions', 'The rules for using Jobboard, for candidates and employers.'],
    [
      '/job/senior-frontend-engineer-northwind',
      /^Senior Frontend Engineer \(React\) at Northwind Analytics: /,
    ],
  ];
  for (const [path, content] of expected) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(description, path).toHaveCount(1);
    await expect(description, path).toHaveAttribute('content', content);
  }
  // A client-side move keeps one description, the new page's.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', /^Jobboard is a job board/);
});
