import { describe, expect, it } from 'vitest';
import { nextStagePage, readApplicationsFilter } from './api';

describe('nextStagePage', () => {
  it('starts at or before the first card a column lacks, never after it, and brings at least 10 new ones', () => {
    for (let held = 0; held <= 3000; held++) {
      const { page, page_size } = nextStagePage(held);
      const first = (page - 1) * page_size;
      expect(page_size).toBeLessThanOrEqual(100);
      expect(first).toBeLessThanOrEqual(held); // none skipped
      expect(first + page_size - held).toBeGreaterThanOrEqual(10); // progress
    }
  });

  it('asks the plain next page of 20 when the column holds whole pages', () => {
    expect(nextStagePage(0)).toEqual({ page: 1, page_size: 20 });
    expect(nextStagePage(40)).toEqual({ page: 3, page_size: 20 });
  });
});

describe('readApplicationsFilter', () => {
  it('reads the contract’s filters from the URL and leaves out what the contract would refuse', () => {
    const q = 'a3c5e7f9-1b2d-4e6f-8a0b-2c4d6e8f0a1b';
    expect(
      readApplicationsFilter(
        new URLSearchParams(
          `knockout=failed&question=${q}&answer=no&applied_from=2025-11-01&applied_to=2025-11-20&search=%20chen%20&ordering=applied_at`,
        ),
      ),
    ).toEqual({
      knockout: 'failed',
      question: q,
      answer: 'no',
      applied_from: '2025-11-01',
      applied_to: '2025-11-20',
      search: 'chen',
      ordering: 'applied_at',
    });
    expect(
      readApplicationsFilter(
        new URLSearchParams(
          `knockout=maybe&question=${q}&applied_from=2025-11-20&applied_to=2025-11-01&ordering=x`,
        ),
      ),
    ).toEqual({ applied_from: '2025-11-20' });
  });
});
