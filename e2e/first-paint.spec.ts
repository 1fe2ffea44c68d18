/**
 * First paint (issue #16): a page's first API call does not wait for the page's code, and the
 * public pages arrive as HTML with something real in them before any JavaScript runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { API_URL, expect, test } from './support/test';

const outDir = process.env.E2E_OUT_DIR ?? 'dist';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/**
 * The built file of a lazily loaded module (from the build's manifest), e.g. `assets/jobs-Ab12.js`.
 * Rollup sometimes keys a dynamic entry by its chunk name rather than its source: then the
 * unkeyed dynamic entry of that name.
 */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const name = source.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const entry = manifest[source] ?? Object.values(manifest).find((chunk) => chunk.isDynamicEntry && !chunk.src && chunk.name === name);
  if (!entry) throw new Error(`${source} is not in ${outDir}/.vite/manifest.json`);
  return entry.file;
}

/**
 * Holds the page's own chunk back for a second and reports when it finished and when the first
 * API request matching `api` started.
 */
async function watchChunkAndCall(page: Page, source: string, api: RegExp) {
  const chunk = builtFile(source);
  const times: { chunkDone?: number; callStarted?: number } = {};
  await page.route(`**/${chunk}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  page.on('request', (request) => {
    if (times.callStarted === undefined && request.method() === 'GET' && api.test(request.url())) times.callStarted = Date.now();
  });
  page.on('requestfinished', (request) => {
    if (times.chunkDone === undefined && new URL(request.url()).pathname === `/${chunk}`) times.chunkDone = Date.now();
  });
  return times;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('/jobs asks for the jobs while its page chunk is still loading', async ({ page }) => {
  const times = await watchChunkAndCall(page, 'src/app/routes/jobs.tsx', new RegExp(`^${escape(API_URL)}/v2/public/jobs/\\?`));
  await page.goto('/jobs');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(times.callStarted, 'the jobs API call').toBeDefined();
  expect(times.chunkDone, 'the /jobs page chunk').toBeDefined();
  // Without a waterfall the call starts about when the entry chunk runs, a second before the held chunk.
  expect(times.chunkDone! - times.callStarted!).toBeGreaterThan(500);
});

test('a job page asks for the job while its page chunk is still loading', async ({ page }) => {
  const times = await watchChunkAndCall(page, 'src/app/routes/job.tsx', new RegExp(`^${escape(API_URL)}/v2/public/jobs/senior-frontend-engineer-northwind/$`));
  await page.goto('/job/senior-frontend-engineer-northwind');
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Frontend Engineer (React)' })).toBeVisible();
  expect(times.callStarted, 'the job API call').toBeDefined();
  expect(times.chunkDone, 'the job page chunk').toBeDefined();
  expect(times.chunkDone! - times.callStarted!).toBeGreaterThan(500);
});
