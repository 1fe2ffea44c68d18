#!/usr/bin/env node
// Performance benchmark (a script that prints figures, not a test). It builds the app for
// production, serves the build (gzip, like `vite preview`) with the local backend behind it, and
// measures it in the installed Chromium, in two halves:
//
// - Lighthouse: Lighthouse 12 (mobile, simulated throttling: its defaults) on /, /jobs and a job
//   page, `--runs` times each. One table per page: performance, LCP, FCP, TBT, CLS, SEO, best
//   practices and console errors, each as min / median / max over the runs (and every run's
//   value). Then /jobs loaded cold: the JavaScript (bytes on the wire) fetched before the first
//   job card shows.
// - Interactions: a 390 × 844 page with a 4× CPU slowdown, a fresh context per run: typing a
//   keyword in the /jobs search box, ticking a filter, opening a job from /jobs, Apply signed
//   out (the sign-in dialog) and signed in as the seeded candidate (the apply dialog), saving a
//   job on /jobs. One table per interaction: its INP (Event Timing, the way web-vitals counts it)
//   and the JavaScript fetched from the action until one second after its UI shows (KB of gzip
//   as served, and transferred with the headers; the number of files), each as min / median /
//   max over the runs, then the files fetched (chunk names from the build's private manifest).
//   scripts/lib/perf-interactions.mjs says how each is measured.
// It ends with a summary of both halves, as Markdown tables.
//
//   npm run perf                          build, then 3 runs of each page and each interaction
//   npm run perf -- --runs 5              more runs
//   npm run perf -- --only interactions   one half only (or --only lighthouse)
//   npm run perf -- --dir dist-old        measure another build (no build step), e.g. an older commit's
//   npm run perf -- --api-port 6110 --port 6180   other ports (default 4610 and 4680)
//   npm run perf -- --volume              a job with 3,000 applications (the volume seed) instead:
//                                         the pipeline's first cards, a move's INP (4× CPU), the JS
//                                         heap, the list's page 100 (scripts/lib/perf-volume.mjs)
//   npm run perf -- --write-docs          also rewrites the figures in docs/performance.md (the block
//                                         between <!-- perf:start --> and <!-- perf:end -->); both halves
//
// docs/performance.md: the budgets, the latest figures and how each is measured.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { preview } from 'vite';
import { privateDirOf, readManifest } from './lib/build-manifest.mjs';
import { startLocalBackend } from './lib/local-backend.mjs';
import {
  docsFiguresBlock,
  markdownTable,
  replaceMarkedBlock,
  spread,
} from './lib/perf-figures.mjs';
import {
  CPU_SLOWDOWN,
  INTERACTIONS,
  VIEWPORT,
  measureInteraction,
  pickJobs,
} from './lib/perf-interactions.mjs';
import { measureVolume, VOLUME_VIEWPORT } from './lib/perf-volume.mjs';

const root = join(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 3));
const only = arg('only');
if (only !== undefined && only !== 'lighthouse' && only !== 'interactions') {
  console.error('perf: --only takes "lighthouse" or "interactions"');
  process.exit(2);
}
const writeDocs = process.argv.includes('--write-docs');
const volume = process.argv.includes('--volume');
const docsPath = join(root, 'docs', 'performance.md');
if (writeDocs && volume) {
  console.error('perf: --write-docs writes the usual figures; leave out --volume');
  process.exit(2);
}
if (writeDocs && only !== undefined) {
  console.error('perf: --write-docs needs both halves (leave out --only)');
  process.exit(2);
}
if (writeDocs) replaceMarkedBlock(readFileSync(docsPath, 'utf8'), ''); // its markers, before the work
if (!Number.isInteger(runs) || runs < 1) {
  console.error('perf: --runs takes a whole number of 1 or more');
  process.exit(2);
}
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

/** Chunk names by file (files are named by their hash): from the build's private manifest. */
const chunkNames = (() => {
  try {
    return Object.fromEntries(
      Object.values(readManifest(join(root, outDir))).map((c) => [
        c.file,
        c.isEntry ? 'entry' : c.name,
      ]),
    );
  } catch {
    return {}; // a build without its private folder: hashes only
  }
})();

/** The packages (or app folders) a chunk's source map lists, e.g. "@radix-ui/react-popper". */
function chunkSources(file) {
  try {
    const map = JSON.parse(
      readFileSync(join(privateDirOf(join(root, outDir)), `${file}.map`), 'utf8'),
    );
    const owner = (source) => {
      const inPackage = source.split('node_modules/')[1];
      if (inPackage === undefined) return source.replace(/^(\.\.\/)+/, '').replace(/\/[^/]*$/, '');
      const parts = inPackage.split('/');
      return parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
    };
    return [...new Set(map.sources.map(owner))];
  } catch {
    return [];
  }
}

/** What to call a chunk: its name, and for a chunk Rollup named "index", what it holds. */
function chunkLabel(file) {
  const name = chunkNames[file];
  if (name && name !== 'index') return ` (${name})`;
  const sources = chunkSources(file);
  if (sources.length === 0) return name ? ` (${name})` : '';
  const shown = sources.slice(0, 3).join(', ');
  return ` (${name ?? '?'}: ${shown}${sources.length > 3 ? ', …' : ''})`;
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

/** A figure's row: its label, min, median, max (formatted by `show`) and every run's value. */
const figureRow = (label, values, show = String) => {
  const s = spread(values);
  return [
    label,
    s ? show(s.min) : 'n/a',
    s ? show(s.median) : 'n/a',
    s ? show(s.max) : 'n/a',
    values.map((v) => (v === null ? 'failed' : show(v))).join(', '),
  ];
};
/** "min / median / max" in one cell. */
const spreadCell = (values, show = String) => {
  const s = spread(values);
  return s ? `${show(s.min)} / ${show(s.median)} / ${show(s.max)}` : 'n/a';
};
const ms = (v) => String(Math.round(v));
/** INP: 0 means every event of the interaction took under the 16 ms threshold. */
const inpMs = (v) => (v === 0 ? '<16' : String(Math.round(v)));
const kb = (v) => (v / 1024).toFixed(1);
const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
const FIGURE_HEADER = ['', 'min', 'median', 'max', 'runs'];
const SPREAD_HEADER = ['', 'min / median / max', 'runs'];

const backend = await startLocalBackend({
  port: apiPort,
  fakePort: apiPort + 2,
  appOrigin: `http://127.0.0.1:${previewPort}`,
  now: '2025-11-21T12:00:00Z',
  log: false,
  // --volume: the volume seed (mock/fake/volume-seed.ts), as `MOCK_VOLUME=3000 npm run mock`.
  ...(volume ? { volume: { applications: 3000, jobs: 2000 } } : {}),
});
const server = await preview({
  root,
  logLevel: 'error',
  build: { outDir },
  preview: { host: '127.0.0.1', port: previewPort, strictPort: true, open: false },
});
const origin = `http://127.0.0.1:${previewPort}`;
const resetUrl = `${backend.fake.url}/__reset`;
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

const summary = [];
/** What --write-docs writes: the summary's rows, formatted. */
const docs = { pages: [], coldJobs: null, interactions: [] };
try {
  if (volume) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await measureVolume(browser, { origin, apiUrl: backend.url, resetUrl });
      console.log(
        `perf: volume run ${i + 1}: first cards ${ms(result.firstCards)} ms, move INP ${inpMs(result.moveInp)} ms (menu ${inpMs(result.openInp)}, pick ${inpMs(result.pickInp)}), heap ${result.heapMb.toFixed(1)} MB, list page 100 ${ms(result.page100)} ms`,
      );
      results.push(result);
    }
    const row = (label, key, show) => [
      label,
      spreadCell(
        results.map((r) => r[key]),
        show,
      ),
      runs,
    ];
    const table = markdownTable(SPREAD_HEADER, [
      row('pipeline: first cards, ms', 'firstCards', ms),
      row("pipeline: a move's INP (4× CPU), ms", 'moveInp', inpMs),
      row('  its menu opening, ms', 'openInp', inpMs),
      row('  its pick, ms', 'pickInp', inpMs),
      row('pipeline: JS heap, MB', 'heapMb', (v) => v.toFixed(1)),
      row('list: page 100, ms', 'page100', ms),
    ]);
    summary.push(
      `Volume (3,000 applications, ${VOLUME_VIEWPORT.width} × ${VOLUME_VIEWPORT.height}; the move at ${CPU_SLOWDOWN}× CPU slowdown):\n${table}`,
    );
  }
  if (volume) {
    // The volume mode measures only the applications at volume.
  } else if (only !== 'interactions') {
    const jobs = await (await fetch(`${backend.url}/v2/public/jobs/?page_size=1`)).json();
    const slug = jobs.results?.[0]?.slug;
    if (!slug) throw new Error('perf: the local backend returned no public job');
    const pages = { '/': '/', '/jobs': '/jobs', '/job/:slug': `/job/${slug}` };

    const tables = [];
    const pageSummary = [];
    for (const [label, path] of Object.entries(pages)) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        await fetch(resetUrl, { method: 'POST' });
        const result = await lighthouse(`${origin}${path}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'seo', 'best-practices'],
        });
        const { categories, audits, runtimeError } = result.lhr;
        // A run Lighthouse could not finish (e.g. NO_FCP on a machine too busy) counts as failed.
        if (runtimeError || categories.performance.score === null) {
          samples.push(null);
          console.log(
            `  ${label} run ${i + 1}/${runs}: failed: ${runtimeError?.code ?? 'no performance score'} ${runtimeError?.message ?? ''}`,
          );
          continue;
        }
        const score = (category) => Math.round(categories[category].score * 100);
        const value = (audit) => audits[audit].numericValue ?? null;
        samples.push({
          performance: score('performance'),
          lcp: value('largest-contentful-paint'),
          fcp: value('first-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          seo: score('seo'),
          bestPractices: score('best-practices'),
          consoleErrors: audits['errors-in-console'].details?.items?.length ?? 0,
        });
        const last = samples.at(-1);
        console.log(
          `  ${label} run ${i + 1}/${runs}: performance ${last.performance}, LCP ${ms(last.lcp)} ms, TBT ${ms(last.tbt)} ms`,
        );
      }
      const all = (key) => samples.map((s) => s?.[key] ?? null);
      const cls = (v) => v.toFixed(3);
      tables.push(
        `${label} (${runs} run${runs > 1 ? 's' : ''})\n${markdownTable(FIGURE_HEADER, [
          figureRow('performance', all('performance')),
          figureRow('LCP ms', all('lcp'), ms),
          figureRow('FCP ms', all('fcp'), ms),
          figureRow('TBT ms', all('tbt'), ms),
          figureRow('CLS', all('cls'), cls),
          figureRow('SEO', all('seo')),
          figureRow('best practices', all('bestPractices')),
          figureRow('console errors', all('consoleErrors')),
        ])}`,
      );
      pageSummary.push([
        label,
        spreadCell(all('performance')),
        spreadCell(all('lcp'), ms),
        spreadCell(all('tbt'), ms),
        spreadCell(all('cls'), cls),
      ]);
    }

    // Cold /jobs: JavaScript on the wire (gzip as served) requested before the first job card
    // showed: the time the app's first card link is added, and Resource Timing's script entries
    // that started before it (what the page fetched later, e.g. idle-time preloads, is not counted).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      new globalThis.MutationObserver((_, observer) => {
        if (!globalThis.document.querySelector('main h3 a')) return;
        globalThis.__perfCardAt = performance.now();
        observer.disconnect();
      }).observe(globalThis.document, { childList: true, subtree: true });
    });
    await page.goto(`${origin}/jobs`);
    await page.locator('main h3 a').first().waitFor();
    await page.waitForLoadState('networkidle');
    const beforeCard = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime < globalThis.__perfCardAt)
        .map((e) => ({ body: e.encodedBodySize, headers: e.transferSize - e.encodedBodySize })),
    );
    const bodyKb = beforeCard.reduce((sum, s) => sum + s.body, 0) / 1024;
    const headersKb = beforeCard.reduce((sum, s) => sum + s.headers, 0) / 1024;
    await context.close();

    console.log(
      `\nLighthouse 12, mobile, simulated throttling; min / median / max of ${runs} run(s) per page (${outDir}):\n`,
    );
    console.log(tables.join('\n\n'));
    const cold = `Cold /jobs: ${bodyKb.toFixed(1)} KB of gzip JavaScript (${(bodyKb + headersKb).toFixed(1)} KB transferred) in ${beforeCard.length} files before the first job card.`;
    console.log(`\n${cold}`);
    docs.pages = pageSummary;
    docs.coldJobs = { kb: bodyKb.toFixed(1), files: beforeCard.length };
    summary.push(
      `Lighthouse (min / median / max of ${runs}):\n${markdownTable(
        ['page', 'performance', 'LCP ms', 'TBT ms', 'CLS'],
        pageSummary,
      )}\n${cold}`,
    );
  }

  if (!volume && only !== 'lighthouse') {
    const jobs = await pickJobs(backend.url, resetUrl);
    console.log(
      `\nperf: interactions at ${VIEWPORT.width} × ${VIEWPORT.height}, ${CPU_SLOWDOWN}× CPU slowdown, ${runs} run(s) each (apply: ${jobs.apply.slug}; save: ${jobs.save.title})`,
    );
    const tables = [];
    const interactionSummary = [];
    for (const interaction of INTERACTIONS) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        try {
          const result = await measureInteraction(browser, {
            interaction,
            origin,
            apiUrl: backend.url,
            resetUrl,
            jobs,
          });
          results.push(result);
          const bytes = sum(result.scripts, 'body');
          console.log(
            `  ${interaction.key} run ${i + 1}/${runs}: INP ${inpMs(result.inp)} ms, ${kb(bytes)} KB of JS in ${result.scripts.length} file(s)`,
          );
        } catch (error) {
          results.push(null);
          console.log(
            `  ${interaction.key} run ${i + 1}/${runs}: failed: ${error.message.split('\n')[0]}`,
          );
        }
      }
      const ok = results.filter(Boolean);
      const inps = results.map((r) => (r ? r.inp : null));
      const bodies = results.map((r) => (r ? sum(r.scripts, 'body') : null));
      const transfers = results.map((r) => (r ? sum(r.scripts, 'transfer') : null));
      const files = new Map();
      for (const r of ok)
        for (const s of r.scripts) {
          const known = files.get(s.path) ?? { bytes: 0, runs: 0 };
          files.set(s.path, { bytes: Math.max(known.bytes, s.body), runs: known.runs + 1 });
        }
      const fileLines = [...files.entries()]
        .sort((a, b) => b[1].bytes - a[1].bytes)
        .map(
          ([path, f]) =>
            `  ${kb(f.bytes).padStart(6)} KB  ${path}${chunkLabel(path)}, in ${f.runs} of ${ok.length} run(s)`,
        );
      tables.push(
        `${interaction.label}\n${markdownTable(FIGURE_HEADER, [
          figureRow('INP ms', inps, inpMs),
          figureRow(
            'interactions ≥ 16 ms',
            results.map((r) => (r ? r.latencies.length : null)),
          ),
          figureRow('JS KB fetched (gzip)', bodies, kb),
          figureRow('JS KB transferred', transfers, kb),
          figureRow(
            'JS files fetched',
            results.map((r) => (r ? r.scripts.length : null)),
          ),
        ])}\n${fileLines.length ? `JS fetched after the action (gzip):\n${fileLines.join('\n')}` : 'No JS fetched after the action.'}`,
      );
      interactionSummary.push([interaction.label, spreadCell(inps, inpMs), spreadCell(bodies, kb)]);
    }
    console.log(
      `\nInteractions: INP (Event Timing, longest interaction) and the JS fetched from the action until 1 s after its UI shows (gzip bodies as served; transferred: with 0.3 KB per file for headers); min / median / max of ${runs} run(s) (${outDir}):\n`,
    );
    console.log(tables.join('\n\n'));
    docs.interactions = interactionSummary;
    summary.push(
      `Interactions at ${VIEWPORT.width} px, ${CPU_SLOWDOWN}× CPU slowdown (min / median / max of ${runs}):\n${markdownTable(
        ['interaction', 'INP ms', 'JS KB fetched (gzip)'],
        interactionSummary,
      )}`,
    );
  }

  console.log(`\nSummary\n\n${summary.join('\n\n')}`);

  if (writeDocs) {
    const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    const source = givenDir
      ? `the build in \`${givenDir}\``
      : `\`${git('rev-parse', '--short', 'HEAD')}\`${dirty ? ' with uncommitted changes' : ''}`;
    const block = docsFiguresBlock({
      date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      source,
      runs,
      pages: docs.pages,
      coldJobs: docs.coldJobs,
      interactions: docs.interactions,
    });
    writeFileSync(docsPath, replaceMarkedBlock(readFileSync(docsPath, 'utf8'), block));
    console.log(`\nperf: wrote the figures into ${docsPath}`);
  }
} finally {
  await browser.close();
  await server.close();
  await backend.stop();
}
