#!/usr/bin/env node
// `npm run mutate`: mutation testing (StrykerJS with its vitest runner) over the modules whose
// mistakes cost most: the fake's rules, throttle, tokens and permissions, and the app's
// validation, upload, session, seo, format, leave guard and focus return. Stryker changes one
// operator, condition or value at a time (a mutant) and runs the tests that cover it: a mutant no
// test notices (a survivor) is a break the suite would let through.
//
// A benchmark-style script, not part of `npm test`: it takes minutes on two cores. Each group runs
// with only the test files that cover it (scripts/mutate/vitest.config.ts) and `perTest` coverage
// analysis (each mutant runs only the tests that reached it). It prints the score per module and
// every surviving mutant, and writes an HTML report per group under reports/mutation/.
//
//   npm run mutate                  every group
//   npm run mutate -- fake          one group (fake | app), or a module name (throttle, seo, …)
//   MUTATE_CONCURRENCY=1 npm run mutate    test runners side by side (default 2)
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

/** The groups: one Stryker run each, with the test files that cover their modules. */
const GROUPS = [
  {
    name: 'fake',
    environment: 'node',
    tests: ['mock/fake/**/*.test.ts'],
    // Its HTTP server tests: plumbing, not rules, and their sign-in after a reset fails when they
    // share a Stryker test worker with the other files.
    exclude: ['mock/fake/server.test.ts'],
    modules: {
      // The contract's rules as the fake applies them: status moves, stages, upload rules.
      'fake rules': [
        functionLines('mock/fake/handlers/employer-jobs.ts', 'moveApplication'),
        functionLines('mock/fake/views.ts', 'stageOf'),
        functionLines('mock/fake/views.ts', 'canWithdraw'),
        'mock/fake/handlers/uploads.ts',
        'mock/fake/screening.ts',
        'mock/fake/single-line.ts',
      ],
      throttle: ['mock/fake/throttle.ts'],
      tokens: ['mock/fake/tokens.ts'],
      permissions: ['mock/fake/permissions.ts'],
    },
  },
  {
    name: 'app',
    environment: 'jsdom',
    tests: [
      'src/lib/validation.test.ts',
      'src/components/ui/form.test.tsx',
      'src/lib/api/upload*.test.ts',
      'src/hooks/use-upload*.test.ts',
      'src/lib/session/*.test.ts',
      'src/app/session.test.ts',
      'src/lib/seo/*.test.ts',
      'src/lib/format/*.test.ts',
      'src/hooks/use-leave-guard*.test.tsx',
      'src/components/ui/dialog.test.tsx',
      'src/components/ui/focus-return*.test.ts',
    ],
    modules: {
      validation: ['src/lib/validation.ts'],
      upload: ['src/lib/api/upload.ts', 'src/hooks/use-upload.ts'],
      session: ['src/lib/session/session.ts', 'src/lib/session/session-store.ts'],
      seo: ['src/lib/seo/job-posting-json-ld.ts', 'src/lib/seo/job-meta-description.ts'],
      format: sources('src/lib/format'),
      'leave guard': ['src/hooks/use-leave-guard.ts'],
      'focus return': ['src/components/ui/focus-return.ts'],
    },
  },
];

const wanted = process.argv.slice(2);
const groups = GROUPS.map((group) => ({
  ...group,
  modules: Object.fromEntries(
    Object.entries(group.modules).filter(
      ([name]) => wanted.length === 0 || wanted.includes(group.name) || wanted.includes(name),
    ),
  ),
})).filter((group) => Object.keys(group.modules).length > 0);
if (groups.length === 0) {
  const names = GROUPS.flatMap((g) => [g.name, ...Object.keys(g.modules)]);
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

/** Whether a mutant is in one of a module's files (a path, or `path:from-to` for some lines). */
function belongs(result, patterns) {
  const file = relative(process.cwd(), result.fileName);
  const line = result.location.start.line;
  return patterns.some((pattern) => {
    const [path, lines] = pattern.split(':');
    if (path !== file) return false;
    if (!lines) return true;
    const [from, to] = lines.split('-').map(Number);
    return line >= from && line <= to;
  });
}

const started = Date.now();
const rows = [];
const survivors = [];
for (const group of groups) {
  const groupStarted = Date.now();
  const mutate = Object.values(group.modules).flat();
  process.env.MUTATE_TESTS = JSON.stringify(group.tests);
  process.env.MUTATE_EXCLUDE = JSON.stringify(group.exclude ?? []);
  process.env.MUTATE_ENV = group.environment;
  console.log(`\n=== mutate: ${group.name} (${Object.keys(group.modules).join(', ')})`);
  const results = await new Stryker({
    testRunner: 'vitest',
    vitest: { configFile: 'scripts/mutate/vitest.config.ts', related: false },
    coverageAnalysis: 'perTest',
    // Module-level code (the tables read from the contract when a module loads) runs before any
    // test, so each of its mutants would need every test of the group: about half the run time
    // for 5% of the mutants. They are left out (Stryker reports them as ignored); the functions
    // that apply those tables are mutated.
    ignoreStatic: true,
    mutate,
    concurrency: Number(process.env.MUTATE_CONCURRENCY ?? 2),
    // A loaded two-core machine: a mutant is a timeout (detected) only well past its normal time.
    timeoutMS: 10_000,
    reporters: ['html', 'progress'],
    htmlReporter: { fileName: `reports/mutation/${group.name}.html` },
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

  for (const [name, patterns] of Object.entries(group.modules)) {
    const own = results.filter((r) => belongs(r, patterns));
    rows.push({ module: name, group: group.name, ...score(own) });
    for (const r of own.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage'))
      survivors.push({ module: name, ...r });
  }
  const seconds = Math.round((Date.now() - groupStarted) / 1000);
  console.log(`=== mutate: ${group.name} took ${seconds} s`);
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
