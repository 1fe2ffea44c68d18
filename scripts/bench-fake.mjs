#!/usr/bin/env node
// npm run bench:fake [-- --applications 50000 --jobs 2000 --runs 200]
//
// A benchmark of the local backend at volume, not a test (it asserts nothing; it prints figures).
// Starts the fake (mock/fake, no Prism in front) on 127.0.0.1 with the volume seed
// (mock/fake/volume-seed.ts: one job with N applications, and more jobs in the company), signs in
// as the company's owner and times, over HTTP with keep-alive:
// - the seed's build (the fake's reset with the volume);
// - list, count and page calls of the job's applications, p50 / p95 / max over `--runs` calls each
//   (page 1, page 100, a stage's page, a filtered stage, a search, the counts with and without a
//   filter, the company's jobs list);
// - the CSV export of every application: time to the last byte, its size, and the peak RSS of this
//   process during the download over the RSS before it (the fake streams the file in chunks);
// - one whole-stage move (moveEmployerJobApplicationStage) of the failed-knockout submitted stage.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadFake } from './lib/local-backend.mjs';

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '50000' },
    jobs: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '200' },
  },
});
const volume = { applications: Number(values.applications), jobs: Number(values.jobs) };
const runs = Number(values.runs);

const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const OWNER = 'jonas.weber@northwind-analytics.example';
const PASSWORD = 'correct-horse-battery-staple';

const { startFake } = await loadFake();
const { VOLUME_JOB, VOLUME_QUESTIONS } = await import('./lib/local-backend.mjs').then(async () => {
  const { runnerImport } = await import('vite');
  const { join } = await import('node:path');
  const { root } = await import('./lib/prism.mjs');
  return (
    await runnerImport(join(root, 'mock', 'fake', 'volume-seed.ts'), {
      configFile: false,
      logLevel: 'error',
    })
  ).module;
});

const server = await startFake({ port: 0, publicOrigin: 'http://127.0.0.1', volume, log: false });
const resetStart = performance.now();
server.reset();
const resetMs = performance.now() - resetStart;

const base = `${server.url}/v2/employers/${NORTHWIND}/jobs/${VOLUME_JOB.id}/applications/`;
const login = await fetch(`${server.url}/v2/auth/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: OWNER, password: PASSWORD }),
});
const { access } = await login.json();
const auth = { authorization: `Bearer ${access}` };

async function get(url) {
  const answer = await fetch(url, { headers: auth });
  if (!answer.ok) throw new Error(`${answer.status} ${url}: ${await answer.text()}`);
  return answer.json();
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function time(name, url) {
  for (let i = 0; i < 10; i++) await get(url); // warm-up
  const times = [];
  let body;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    body = await get(url);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const count = body.count ?? body.total;
  return {
    call: name,
    'p50 ms': percentile(times, 0.5).toFixed(1),
    'p95 ms': percentile(times, 0.95).toFixed(1),
    'max ms': times.at(-1).toFixed(1),
    count,
  };
}

const [permit] = VOLUME_QUESTIONS;
const screened = `knockout=passed&question=${permit.id}&answer=yes`;
const lastMonth = `${screened}&applied_from=${new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10)}`;
const rows = [];
rows.push(await time('list, page 1 (all stages)', `${base}?page_size=20`));
rows.push(await time('list, page 100', `${base}?page_size=20&page=100`));
rows.push(await time('list, stage submitted, page 1', `${base}?status=submitted`));
rows.push(
  await time(
    'list, stage interviewing, oldest first',
    `${base}?status=interviewing&ordering=applied_at`,
  ),
);
rows.push(
  await time(
    'list, stage in_review, screened (knockout + answer)',
    `${base}?status=in_review&${screened}`,
  ),
);
rows.push(await time('list, search "chen"', `${base}?search=chen`));
rows.push(await time('counts per status', `${base}status-count/`));
rows.push(
  await time('counts, screened and applied last 30 days', `${base}status-count/?${lastMonth}`),
);
rows.push(await time('company jobs list, page 1', `${server.url}/v2/employers/${NORTHWIND}/jobs/`));

console.log(
  `\nbench:fake: ${volume.applications} applications on ${VOLUME_JOB.slug}, ${volume.jobs} more jobs; ` +
    `seed built in ${resetMs.toFixed(0)} ms; ${runs} calls each over HTTP (keep-alive), no Prism\n`,
);
console.table(rows);

// The CSV export of every row: time to the last byte and the peak RSS while it streams.
globalThis.gc?.();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 2);
const exportStart = performance.now();
const answer = await fetch(`${base}export/`, { headers: auth });
let bytes = 0;
let lines = 0;
for await (const chunk of answer.body) {
  bytes += chunk.length;
  for (const b of chunk) if (b === 10) lines += 1;
  peak = Math.max(peak, process.memoryUsage().rss);
}
const exportMs = performance.now() - exportStart;
clearInterval(sampler);
console.log(
  `CSV export, all ${volume.applications} rows: ${exportMs.toFixed(0)} ms to the last byte, ` +
    `${(bytes / 1048576).toFixed(1)} MiB, ${lines} lines (CRLF; a cover letter may hold more), ` +
    `transfer-encoding ${answer.headers.get('transfer-encoding') ?? 'none'}, ` +
    `peak RSS +${((peak - rssBefore) / 1048576).toFixed(1)} MiB over ${(rssBefore / 1048576).toFixed(0)} MiB`,
);

const counts = await get(`${base}status-count/?knockout=failed`);
const moveStart = performance.now();
const moved = await fetch(`${base}stage-move/`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({
    from_status: 'submitted',
    status: 'rejected',
    knockout: 'failed',
    expected_count: counts.submitted,
  }),
}).then((r) => r.json());
console.log(
  `Whole-stage move, submitted with a failed knockout -> rejected: ${(performance.now() - moveStart).toFixed(0)} ms, ` +
    `matched ${moved.matched}, moved ${moved.moved}, refused ${moved.refused_count}, remaining ${moved.remaining}`,
);

await server.close();
