import { describe, expect, it } from 'vitest';
import { zEmploymentType, zSeniority, zWorkplaceType } from '@generated/zod.gen';
import { employmentTypeLabels, seniorityLabels, workplaceTypeLabels } from './labels';

describe('job enum labels', () => {
  it.each([
    ['employment type', zEmploymentType.options, employmentTypeLabels],
    ['workplace type', zWorkplaceType.options, workplaceTypeLabels],
    ['seniority', zSeniority.options, seniorityLabels],
  ] as const)('name every %s the contract allows, each differently', (_, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    const words: string[] = Object.values(labels);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word.trim()).not.toBe('');
  });

  it('use the words the pages show', () => {
    expect(employmentTypeLabels.full_time).toBe('Full-time');
    expect(workplaceTypeLabels.on_site).toBe('On-site');
    expect(seniorityLabels.entry).toBe('Entry level');
  });
});
