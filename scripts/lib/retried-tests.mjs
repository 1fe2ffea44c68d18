// Retries in plain sight: CI runs a failed e2e test once more (playwright.config.ts `retries`), and
// a test that passes on that retry leaves the run green. Such a test is flaky: it is fixed, or
// quarantined with a reason (docs/testing.md), never left to the retry. scripts/e2e.mjs reads
// Playwright's JSON report of each shard with these functions and prints every such test with its
// file and line, under "Passed only on retry", without failing the run.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The tests of a Playwright JSON report that failed first and then passed on a retry (Playwright's
 * `flaky` outcome), each with its place (`e2e/x.spec.ts:12`, relative to `cwd`), its title path
 * and the first line of the error its failed attempt gave.
 *
 * @param {import('@playwright/test/reporter').JSONReport} report
 * @param {string} [cwd]
 * @returns {{ location: string, title: string, retries: number, firstError: string }[]}
 */
export function passedOnRetry(report, cwd = process.cwd()) {
  const rootDir = report.config?.rootDir ?? cwd;
  const found = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'flaky') continue;
        const failed = test.results.find((result) => result.status !== 'passed');
        const message = failed?.error?.message ?? failed?.errors?.[0]?.message ?? '';
        found.push({
          location: `${relative(cwd, join(rootDir, spec.file))}:${spec.line}`,
          title: [...titles, spec.title].join(' › '),
          retries: test.results.length - 1,
          firstError:
            stripAnsi(message)
              .split('\n')
              .find((line) => line.trim()) ?? '',
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // A file's suite has the file name as its title: the title path starts below it.
  for (const fileSuite of report.suites ?? []) visit(fileSuite, []);
  return found;
}

// eslint-disable-next-line no-control-regex -- the terminal colours of Playwright's messages
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The "Passed only on retry" section for the reports at `paths` (a missing file, e.g. a shard that
 * did not start, is skipped): one line per test, or "none".
 *
 * @param {string[]} paths
 * @param {string} [cwd]
 * @returns {string}
 */
export function retrySection(paths, cwd = process.cwd()) {
  const tests = paths
    .filter((path) => existsSync(path))
    .flatMap((path) => passedOnRetry(JSON.parse(readFileSync(path, 'utf8')), cwd));
  const lines = tests.map(
    (t) =>
      `  ${t.location}  ${t.title}${t.firstError ? `\n      first attempt: ${t.firstError}` : ''}`,
  );
  return [
    `Passed only on retry (${tests.length}): flaky, to fix or quarantine with a reason (docs/testing.md)`,
    ...(lines.length ? lines : ['  none']),
  ].join('\n');
}
