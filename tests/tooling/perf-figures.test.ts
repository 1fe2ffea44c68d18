/**
 * The figures `npm run perf` prints (scripts/lib/perf-figures.mjs): min / median / max over runs,
 * INP from Event Timing entries as web-vitals counts it, and the Markdown tables.
 */
import { describe, expect, it } from 'vitest';
import {
  inp,
  interactionLatencies,
  markdownTable,
  median,
  spread,
} from '../../scripts/lib/perf-figures.mjs';

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
