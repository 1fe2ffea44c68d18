import { describe, expect, it } from 'vitest';
import { formatFileSize } from './size';

const KB = 1024;
const MB = 1024 * KB;

describe('formatFileSize', () => {
  it.each([
    [1, '1 KB'],
    [1000, '1 KB'],
    [250_880, '245 KB'],
    [250_881, '246 KB'],
    [MB - 1, '1 MB'],
    [MB, '1 MB'],
    [1.5 * MB, '1.5 MB'],
    [2 * MB, '2 MB'],
    [Math.round(7.2 * MB), '7.2 MB'],
    [5 * MB, '5 MB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('rounds up, so a file just over a limit never reads as the limit itself', () => {
    expect(formatFileSize(5 * MB + 1)).toBe('5.1 MB');
    expect(formatFileSize(200 * KB + 1)).toBe('201 KB');
  });

  it('reads nothing as 0 KB', () => {
    expect(formatFileSize(0)).toBe('0 KB');
  });
});
