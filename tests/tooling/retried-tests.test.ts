// CI lists every e2e test that passed only on its retry, with its file and line (docs/testing.md):
// scripts/lib/retried-tests.mjs reads Playwright's JSON report for scripts/e2e.mjs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JSONReport, JSONReportSpec, JSONReportTestResult } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import { passedOnRetry, retrySection } from '../../scripts/lib/retried-tests.mjs';

const cwd = '/repo';

const result = (status: 'passed' | 'failed' | 'timedOut', retry: number, message?: string) =>
  ({
    status,
    retry,
    duration: 1,
    error: message ? { message } : undefined,
    errors: message ? [{ message }] : [],
  }) as unknown as JSONReportTestResult;

function spec(
  title: string,
  line: number,
  file: string,
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped',
  results: JSONReportTestResult[],
): JSONReportSpec {
  return {
    title,
    line,
    file,
    column: 1,
    id: `${file}-${line}`,
    tags: [],
    ok: status !== 'unexpected',
    tests: [
      {
        timeout: 30_000,
        annotations: [],
        expectedStatus: 'passed',
        projectName: '',
        projectId: '',
        results,
        status,
      },
    ],
  };
}

/** A report as Playwright's JSON reporter writes it: file suites, describe suites below them. */
const report = {
  config: { rootDir: '/repo/e2e' },
  suites: [
    {
      title: 'keyboard-apply.spec.ts',
      file: 'keyboard-apply.spec.ts',
      line: 0,
      column: 0,
      specs: [
        spec('applies with the keyboard alone', 12, 'keyboard-apply.spec.ts', 'flaky', [
          result(
            'failed',
            0,
            '\u001b[31mError: expect(locator).toBeFocused() failed\u001b[39m\n\nLocator: …',
          ),
          result('passed', 1),
        ]),
        spec('passes at once', 40, 'keyboard-apply.spec.ts', 'expected', [result('passed', 0)]),
      ],
      suites: [
        {
          title: 'the dialog',
          file: 'keyboard-apply.spec.ts',
          line: 50,
          column: 1,
          specs: [
            spec('returns focus', 61, 'keyboard-apply.spec.ts', 'flaky', [
              result('timedOut', 0, 'Test timeout of 30000ms exceeded.'),
              result('passed', 1),
            ]),
          ],
        },
      ],
    },
    {
      title: 'jobs.spec.ts',
      file: 'jobs.spec.ts',
      line: 0,
      column: 0,
      specs: [
        spec('fails twice', 7, 'jobs.spec.ts', 'unexpected', [
          result('failed', 0, 'Error: boom'),
          result('failed', 1, 'Error: boom'),
        ]),
        spec('is skipped', 9, 'jobs.spec.ts', 'skipped', []),
      ],
    },
  ],
  errors: [],
  stats: { startTime: '', duration: 1, expected: 1, unexpected: 1, flaky: 2, skipped: 1 },
} as unknown as JSONReport;

describe('passedOnRetry', () => {
  it('lists exactly the tests that failed first and passed on a retry, with file, line and title path', () => {
    expect(passedOnRetry(report, cwd)).toEqual([
      {
        location: 'e2e/keyboard-apply.spec.ts:12',
        title: 'applies with the keyboard alone',
        retries: 1,
        firstError: 'Error: expect(locator).toBeFocused() failed',
      },
      {
        location: 'e2e/keyboard-apply.spec.ts:61',
        title: 'the dialog › returns focus',
        retries: 1,
        firstError: 'Test timeout of 30000ms exceeded.',
      },
    ]);
  });

  it('finds none in a run without retries', () => {
    const green = { ...report, suites: [report.suites[1]!] } as JSONReport;
    expect(passedOnRetry(green, cwd)).toEqual([]);
  });
});

describe('retrySection', () => {
  it('prints one line per retried test from every shard’s report, skipping a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'retried-'));
    const shard = join(dir, 'e2e-results-1.json');
    writeFileSync(shard, JSON.stringify(report));
    const text = retrySection([shard, join(dir, 'e2e-results-2.json')], cwd);
    expect(text.split('\n')).toEqual([
      'Passed only on retry (2): flaky, to fix or quarantine with a reason (docs/testing.md)',
      '  e2e/keyboard-apply.spec.ts:12  applies with the keyboard alone',
      '      first attempt: Error: expect(locator).toBeFocused() failed',
      '  e2e/keyboard-apply.spec.ts:61  the dialog › returns focus',
      '      first attempt: Test timeout of 30000ms exceeded.',
    ]);
  });

  it('says none when nothing needed a retry', () => {
    expect(retrySection([], cwd)).toBe(
      'Passed only on retry (0): flaky, to fix or quarantine with a reason (docs/testing.md)\n  none',
    );
  });
});
