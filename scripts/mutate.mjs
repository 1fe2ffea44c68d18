#!/usr/bin/env node
// `npm run mutate`: mutation testing (StrykerJS with its vitest runner) over the modules whose
// mistakes cost most: the fake's rules, throttle, tokens and permissions, and the app's
// validation, upload, session, seo, format, leave guard and focus return. Stryker changes one
// operator, condition or value at a time (a mutant) and runs the tests that cover it: a mutant no
// test notices (a survivor) is a break the suite would let through.
//
// A benchmark-style script, not part of `npm test`: it takes minutes on two cores. Each module runs
// with only the test files that cover it (scripts/mutate/vitest.config.ts) and `perTest` coverage
// analysis (each mutant runs only the tests that reached it). It prints the score per module and
// every surviving mutant, and writes an HTML report per module under reports/mutation/.
//
//   npm run mutate                  every module
//   npm run mutate -- fake          the fake's modules (or `app`, or module names: throttle seo …)
//   npm run mutate -- --force       every mutant again (not only what changed since the last run)
//   MUTATE_CONCURRENCY=1 npm run mutate    test runners side by side (default 2)
//   MUTATE_EVENTS=1 npm run mutate         also write each mutant's result as it is tested
//
// The bar: every module scores at least MIN_SCORE (the run exits 1 below it). Run it before
// calling a change to these modules done and give the score in the closing note.
import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Stryker } from '@stryker-mutator/core';

const MIN_SCORE = 80;

/**
 * A module's code that is a single function of a larger file: its lines, found by its name, so
 * the range follows the file as it changes.
 */
function functionLines(file, name) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^(export )?(function|const) ${name}\\b`).test(line),
  );
  if (start < 0) throw new Error(`mutate: ${name} not found in ${file}`);
  const end = lines.findIndex((line, index) => index > start && /^(}|\S.*;$)/.test(line));
  return `${file}:${start + 1}-${end + 1}`;
}

/** A folder's modules, without their tests. */
const sources = (dir) =>
  readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`);

const FAKE_TESTS = ['mock/fake/**/*.test.ts'];
// The fake's HTTP server tests: plumbing, not rules, and their sign-in after a reset fails when
// they share a Stryker test worker with the other files.
const FAKE_EXCLUDE = ['mock/fake/server.test.ts'];

/**
 * The modules: one Stryker run each, with the test files that cover it (in its environment: node
 * for the fake, jsdom for the app) and the files (or a function's lines) it mutates.
 */
const MODULES = [
  {
    // The contract's rules as the fake applies them (their data and words come from
    // generated/rules.gen.ts): status moves, stages, upload rules, screening questions,
    // single-line text, the operations' limits, phone numbers and pay transparency.
    name: 'fake-rules',
    environment: 'node',
    tests: FAKE_TESTS,
    exclude: FAKE_EXCLUDE,
    mutate: [
      functionLines('mock/fake/handlers/job-applications.ts', 'moveApplication'),
      functionLines('mock/fake/handlers/job-applications.ts', 'refusePayOwed'),
      functionLines('mock/fake/views.ts', 'stageOf'),
      functionLines('mock/fake/views.ts', 'canWithdraw'),
      'mock/fake/handlers/uploads.ts',
      'mock/fake/screening.ts',
      'mock/fake/single-line.ts',
      'mock/fake/contract-rules.ts',
      'mock/fake/phone.ts',
      'mock/fake/pay-transparency.ts',
      // The contract read as code, run by the fake and the app alike.
      'rules/fill.ts',
      'rules/pay-transparency.ts',
    ],
  },
  {
    name: 'throttle',
    environment: 'node',
    tests: FAKE_TESTS,
    exclude: FAKE_EXCLUDE,
    mutate: ['mock/fake/throttle.ts'],
  },
  {
    name: 'tokens',
    environment: 'node',
    tests: FAKE_TESTS,
    exclude: FAKE_EXCLUDE,
    mutate: ['mock/fake/tokens.ts'],
  },
  {
    name: 'permissions',
    environment: 'node',
    tests: FAKE_TESTS,
    exclude: FAKE_EXCLUDE,
    mutate: ['mock/fake/permissions.ts'],
  },
  {
    name: 'validation',
    environment: 'jsdom',
    tests: ['src/lib/validation*.test.ts', 'src/components/ui/form.test.tsx'],
    mutate: ['src/lib/validation.ts'],
  },
  {
    name: 'upload',
    environment: 'jsdom',
    tests: ['src/lib/api/upload*.test.ts', 'src/hooks/use-upload*.test.ts'],
    mutate: ['src/lib/api/upload.ts', 'src/hooks/use-upload.ts'],
  },
  {
    name: 'session',
    environment: 'jsdom',
    tests: ['src/lib/session/*.test.ts', 'src/app/session.test.ts'],
    mutate: ['src/lib/session/session.ts', 'src/lib/session/session-store.ts'],
  },
  {
    name: 'seo',
    environment: 'jsdom',
    tests: ['src/lib/seo/*.test.ts'],
    mutate: sources('src/lib/seo'),
  },
  {
    name: 'format',
    environment: 'jsdom',
    tests: ['src/lib/format/*.test.ts'],
    mutate: sources('src/lib/format'),
  },
  {
    name: 'leave-guard',
    environment: 'jsdom',
    tests: ['src/hooks/use-leave-guard*.test.tsx', 'src/components/ui/dialog.test.tsx'],
    mutate: ['src/hooks/use-leave-guard.ts'],
  },
  {
    name: 'focus-return',
    environment: 'jsdom',
    tests: ['src/components/ui/focus-return*.test.ts', 'src/components/ui/dialog.test.tsx'],
    mutate: ['src/components/ui/focus-return.ts'],
  },
];

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const force = process.argv.includes('--force');
const FAKE = MODULES.filter((m) => m.environment === 'node').map((m) => m.name);
// In the order named (the whole list when none is).
const modules = wanted.length
  ? wanted.flatMap((name) =>
      MODULES.filter(
        (m) =>
          m.name === name ||
          (name === 'fake' && FAKE.includes(m.name)) ||
          (name === 'app' && !FAKE.includes(m.name)),
      ),
    )
  : MODULES;
if (modules.length === 0) {
  const names = ['fake', 'app', ...MODULES.map((m) => m.name)];
  console.error(`mutate: nothing matches ${wanted.join(' ')} (one of: ${names.join(', ')})`);
  process.exit(2);
}

/** Stryker's mutation score: detected (killed, timed out) over every mutant that could be. */
function score(results) {
  const count = (...statuses) => results.filter((r) => statuses.includes(r.status)).length;
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  return { detected, valid, percent: valid === 0 ? 100 : (100 * detected) / valid };
}

const started = Date.now();
const rows = [];
const survivors = [];
for (const module of modules) {
  const moduleStarted = Date.now();
  process.env.MUTATE_TESTS = JSON.stringify(module.tests);
  process.env.MUTATE_EXCLUDE = JSON.stringify(module.exclude ?? []);
  process.env.MUTATE_ENV = module.environment;
  console.log(`\n=== mutate: ${module.name}`);
  const results = await new Stryker({
    testRunner: 'vitest',
    vitest: { configFile: 'scripts/mutate/vitest.config.ts', related: false },
    coverageAnalysis: 'perTest',
    // Module-level code (the tables read from the contract when a module loads) runs before any
    // test, so each of its mutants would need every test of the module: about half the run time
    // for 5% of the mutants. They are left out (Stryker reports them as ignored); the functions
    // that apply those tables are mutated.
    ignoreStatic: true,
    // The last run's results (reports/mutation/<module>.incremental.json) are reused for the
    // mutants whose code and covering tests did not change; `--force` runs every mutant again.
    incremental: true,
    incrementalFile: `reports/mutation/${module.name}.incremental.json`,
    force,
    mutate: module.mutate,
    concurrency: Number(process.env.MUTATE_CONCURRENCY ?? 2),
    // A loaded two-core machine: a mutant is a timeout (detected) only well past its normal time.
    timeoutMS: 10_000,
    // MUTATE_EVENTS=1: each mutant's result is also written as it is tested
    // (reports/mutation/events-<module>/*-onMutantTested.json), so a long run's survivors can be
    // read (and killed) before it ends.
    reporters: ['html', 'progress', ...(process.env.MUTATE_EVENTS ? ['event-recorder'] : [])],
    eventReporter: { baseDir: `reports/mutation/events-${module.name}` },
    htmlReporter: { fileName: `reports/mutation/${module.name}.html` },
    tempDirName: '.stryker-tmp',
    ignorePatterns: [
      'dist',
      'dist-*',
      '*-test-results',
      'reports',
      'coverage',
      'examples',
      'builds',
      '.ci',
    ],
    plugins: ['@stryker-mutator/vitest-runner'],
    logLevel: 'warn',
    fileLogLevel: 'off',
    cleanTempDir: true,
  }).runMutationTest();

  const own = results.filter((r) => r.status !== 'Ignored');
  const row = { module: module.name, ...score(own) };
  rows.push(row);
  for (const r of own.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage'))
    survivors.push({ module: module.name, ...r });
  const seconds = Math.round((Date.now() - moduleStarted) / 1000);
  console.log(
    `=== mutate: ${module.name} ${row.percent.toFixed(1)}% (${row.detected}/${row.valid}), ${seconds} s`,
  );
}

console.log('\nSurviving mutants (no test failed when this change was made):');
for (const s of survivors) {
  const file = relative(process.cwd(), s.fileName);
  const where = `${file}:${s.location.start.line}:${s.location.start.column + 1}`;
  const replacement = (s.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
  const why = s.status === 'NoCoverage' ? ' (no test reaches it)' : '';
  console.log(`  [${s.module}] ${where} ${s.mutatorName}: ${replacement}${why}`);
}
if (survivors.length === 0) console.log('  none');

console.log('\nMutation score per module (killed or timed out / all that ran or went uncovered):');
for (const row of rows) {
  const mark = row.percent >= MIN_SCORE ? 'ok ' : 'LOW';
  console.log(
    `  ${mark} ${row.module.padEnd(14)} ${row.percent.toFixed(1).padStart(5)}%  (${row.detected}/${row.valid})`,
  );
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\nHTML reports: reports/mutation/*.html. Run time: ${minutes} min.`);
process.exit(rows.every((row) => row.percent >= MIN_SCORE) ? 0 : 1);
