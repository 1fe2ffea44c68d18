/**
 * The figures `npm run perf` prints (scripts/lib/perf-figures.mjs): min / median / max over runs,
 * INP from Event Timing entries as web-vitals counts it, the Markdown tables, and the block of
 * docs/performance.md that `--write-docs` rewrites.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DOCS_END,
  DOCS_START,
  docsFiguresBlock,
  inp,
  interactionLatencies,
  markdownTable,
  median,
  replaceMarkedBlock,
  spread,
} from '../../scripts/lib/perf-figures.mjs';
import { repoRoot } from './support';

describe('spread', () => {
  it('gives min, median and max, leaving out failed runs', () => {
    expect(spread([200, 96, null, 128])).toEqual({ min: 96, median: 128, max: 200 });
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is null when no run gave the figure', () => {
    expect(spread([null, null])).toBeNull();
  });
});

describe('INP from Event Timing entries', () => {
  const keystroke = (id: number, start: number, keydown: number, keyup: number) => [
    { name: 'keydown', interactionId: id, startTime: start, duration: keydown },
    { name: 'keyup', interactionId: id, startTime: start + 60, duration: keyup },
  ];

  it('takes the longest entry of each interaction, and the longest interaction', () => {
    const entries = [
      ...keystroke(11, 1000, 48, 16),
      { name: 'pointermove', interactionId: 0, startTime: 1100, duration: 400 },
      ...keystroke(12, 1200, 24, 104),
      ...keystroke(13, 1400, 32, 24),
    ];
    expect(interactionLatencies(entries)).toEqual([48, 104, 32]);
    expect(inp(entries)).toBe(104);
  });

  it('leaves out what began before the measured action', () => {
    const entries = [...keystroke(1, 100, 300, 16), ...keystroke(2, 2000, 40, 56)];
    expect(inp(entries, 1000)).toBe(56);
  });

  it('is 0 when every event was under the observer threshold (no entry)', () => {
    expect(inp([], 0)).toBe(0);
  });
});

describe('markdownTable', () => {
  it('pads the columns: labels to the left, figures to the right', () => {
    expect(
      markdownTable(
        ['', 'min', 'max'],
        [
          ['INP ms', 96, 200],
          ['JS KB fetched', '0.0', '128.1'],
        ],
      ),
    ).toBe(
      [
        '|               | min |   max |',
        '| ------------- | --: | ----: |',
        '| INP ms        |  96 |   200 |',
        '| JS KB fetched | 0.0 | 128.1 |',
      ].join('\n'),
    );
  });
});

describe('replaceMarkedBlock (npm run perf -- --write-docs)', () => {
  const page = [
    '# Performance',
    '',
    'Budgets above.',
    '',
    DOCS_START,
    '',
    'Measured long ago: old figures.',
    '',
    DOCS_END,
    '',
    'How it is measured, below.',
    '',
  ].join('\n');

  it('replaces what lies between the markers and keeps everything else', () => {
    const written = replaceMarkedBlock(page, '  Measured today: new figures.\n');
    expect(written).toBe(
      page.replace('Measured long ago: old figures.', 'Measured today: new figures.'),
    );
    expect(replaceMarkedBlock(written, 'Measured today: new figures.')).toBe(written);
  });

  it('refuses a page whose markers are missing, repeated or out of order', () => {
    expect(() => replaceMarkedBlock('# Performance\n', 'x')).toThrow(/expected one/);
    expect(() => replaceMarkedBlock(`${page}\n${DOCS_START}\n`, 'x')).toThrow(/found 2 and 1/);
    expect(() => replaceMarkedBlock(`${DOCS_END}\n${DOCS_START}\n`, 'x')).toThrow(/comes before/);
  });

  it('writes the run, the pages, the cold /jobs JavaScript and the interactions', () => {
    const block = docsFiguresBlock({
      date: '2026-11-28 14:00 UTC',
      source: '`abc1234`',
      runs: 5,
      pages: [
        ['/jobs', '100 / 100 / 100', '930 / 980 / 1224', '12 / 16 / 34', '0.000 / 0.000 / 0.000'],
      ],
      coldJobs: { kb: '149.7', files: 3 },
      interactions: [
        ['Tick a filter on /jobs (Workplace: Remote)', '40 / 48 / 96', '0.0 / 0.0 / 0.0'],
      ],
    });
    expect(block.split('\n')).toEqual([
      'Measured 2026-11-28 14:00 UTC on `abc1234`: `npm run perf -- --runs 5`; min / median / max of 5 runs.',
      '',
      'Lighthouse 12, mobile, simulated throttling:',
      '',
      '| page  |     performance |           LCP ms |       TBT ms |                   CLS |',
      '| ----- | --------------: | ---------------: | -----------: | --------------------: |',
      '| /jobs | 100 / 100 / 100 | 930 / 980 / 1224 | 12 / 16 / 34 | 0.000 / 0.000 / 0.000 |',
      '',
      'Cold /jobs: 149.7 KB of gzip JavaScript as served, in 3 files, before the first job card.',
      '',
      'Interactions at 390 px with a 4× CPU slowdown (INP; JavaScript fetched after the action):',
      '',
      '| interaction                                |       INP ms | JS KB fetched (gzip) |',
      '| ------------------------------------------ | -----------: | -------------------: |',
      '| Tick a filter on /jobs (Workplace: Remote) | 40 / 48 / 96 |      0.0 / 0.0 / 0.0 |',
    ]);
  });

  it('finds its markers once each in docs/performance.md', () => {
    const doc = readFileSync(join(repoRoot, 'docs', 'performance.md'), 'utf8');
    const rewritten = replaceMarkedBlock(doc, 'new figures');
    expect(rewritten).toContain(`${DOCS_START}\n\nnew figures\n\n${DOCS_END}`);
    expect(rewritten.slice(0, rewritten.indexOf(DOCS_START))).toBe(
      doc.slice(0, doc.indexOf(DOCS_START)),
    );
  });
});
