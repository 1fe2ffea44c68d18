#!/usr/bin/env node
// First-paint benchmark (a script that prints figures, not a test): builds the app for
// production, serves the build (gzip, like `vite preview`) with the local backend behind it, runs
// Lighthouse 12 (mobile, simulated throttling: its defaults) in the installed Chromium on /, /jobs
// and a job page a few times each, and prints the medians: performance, LCP, TBT, CLS, SEO, best
// practices and console errors. Then it loads /jobs cold in Chromium and adds up the JavaScript
// (bytes on the wire) fetched before the first job card shows.
//
//   npm run perf                      build, then 3 runs per page
//   npm run perf -- --runs 5          more runs
//   npm run perf -- --dir dist-old    measure another build (no build step), e.g. an older commit's
//
// Figures before and after the first-paint work: docs/decisions/007-first-paint.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { startLocalBackend } from './lib/local-backend.mjs';

const root = join(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 3));
const apiPort = Number(arg('api-port', 4610));
const previewPort = Number(arg('port', 4680));
const givenDir = arg('dir');
const outDir = givenDir ?? 'dist-perf';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

if (!givenDir) {
  console.log(`perf: building into ${outDir} against the local backend on ${apiPort}…`);
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_API_BASE_URL: `http://127.0.0.1:${apiPort}` },
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const backend = await startLocalBackend({
  port: apiPort,
  fakePort: apiPort + 2,
  appOrigin: `http://127.0.0.1:${previewPort}`,
  now: '2025-11-21T12:00:00Z',
  log: false,
});
const server = await preview({
  root,
  logLevel: 'error',
  build: { outDir },
  preview: { host: '127.0.0.1', port: previewPort, strictPort: true, open: false },
});
const origin = `http://127.0.0.1:${previewPort}`;
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--remote-debugging-port=${debuggingPort}`,
  ],
});

try {
  const jobs = await (await fetch(`${backend.url}/v2/public/jobs/?page_size=1`)).json();
  const slug = jobs.results?.[0]?.slug;
  if (!slug) throw new Error('perf: the local backend returned no public job');
  const pages = { '/': '/', '/jobs': '/jobs', '/job/:slug': `/job/${slug}` };

  const rows = [];
  for (const [label, path] of Object.entries(pages)) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      await fetch(`${backend.fake.url}/__reset`, { method: 'POST' });
      const result = await lighthouse(`${origin}${path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo', 'best-practices'],
      });
      const { categories, audits } = result.lhr;
      samples.push({
        performance: categories.performance.score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        seo: categories.seo.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        consoleErrors: audits['errors-in-console'].details?.items?.length ?? 0,
      });
      process.stdout.write(
        `  ${label} run ${i + 1}/${runs}: performance ${samples.at(-1).performance}, LCP ${Math.round(samples.at(-1).lcp)} ms\n`,
      );
    }
    const m = (key) => median(samples.map((s) => s[key]));
    rows.push({
      page: label,
      performance: m('performance'),
      'LCP ms': Math.round(m('lcp')),
      'FCP ms': Math.round(m('fcp')),
      'TBT ms': Math.round(m('tbt')),
      CLS: Number(m('cls').toFixed(3)),
      SEO: m('seo'),
      'best practices': m('bestPractices'),
      'console errors': Math.max(...samples.map((s) => s.consoleErrors)),
    });
  }

  // Cold /jobs: JavaScript on the wire (gzip as served) until the first job card is visible.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes)
      scripts.push({
        url: request.url(),
        body: sizes.responseBodySize,
        headers: sizes.responseHeadersSize,
        at: Date.now(),
      });
  });
  await page.goto(`${origin}/jobs`);
  await page.locator('main h3 a').first().waitFor();
  const cardAt = Date.now();
  const beforeCard = scripts.filter((s) => s.at <= cardAt);
  const bodyKb = beforeCard.reduce((sum, s) => sum + s.body, 0) / 1024;
  const headersKb = beforeCard.reduce((sum, s) => sum + s.headers, 0) / 1024;
  await context.close();

  console.log(
    `\nLighthouse 12, mobile, simulated throttling; median of ${runs} run(s) per page (${outDir}):`,
  );
  console.table(rows);
  console.log(
    `Cold /jobs: ${bodyKb.toFixed(1)} KB of gzip JavaScript (+ ${headersKb.toFixed(1)} KB of response headers) in ${beforeCard.length} files before the first job card.`,
  );
} finally {
  await browser.close();
  await server.close();
  await backend.stop();
}
