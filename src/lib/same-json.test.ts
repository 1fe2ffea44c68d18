import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  const job = {
    id: 'a',
    salary: { min: 1, max: 2, currency: 'EUR' },
    locations: [{ name: 'Berlin' }, { name: 'Bern' }],
    published_at: null,
  };
  const copy = () => JSON.parse(JSON.stringify(job)) as typeof job;

  it('is true for the same data in other objects', () => {
    expect(sameJson(job, copy())).toBe(true);
    expect(sameJson([1, 'a', null], [1, 'a', null])).toBe(true);
  });

  it('is false as soon as one value, key or item differs', () => {
    expect(sameJson(job, { ...copy(), salary: { ...job.salary, max: 3 } })).toBe(false);
    expect(sameJson(job, { ...copy(), locations: [{ name: 'Berlin' }] })).toBe(false);
    expect(sameJson(job, { ...copy(), extra: 1 })).toBe(false);
    const { published_at: _, ...withoutDate } = copy();
    expect(sameJson(job, { ...withoutDate, other: null })).toBe(false);
    expect(sameJson(job, { ...copy(), published_at: undefined })).toBe(false);
    expect(sameJson({ a: null }, { a: {} })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});
