// The contract's words as the fake fills them in (`x-messages`, `x-limit`): numbers written as the
// app writes them, and a limit's 409 once the caller keeps its maximum.
import { describe, expect, it } from 'vitest';
import { fill, refuseOverLimit } from './contract-rules';
import { problemOf } from './test-support';

describe('fill', () => {
  it('fills each {name} in, a number with thousands separators, a text as it is', () => {
    expect(fill('Use {max} characters or fewer for {what}', { max: 2000, what: 'the note' })).toBe(
      'Use 2,000 characters or fewer for the note',
    );
    expect(fill('Enter a number of {min} or more', { min: 0 })).toBe('Enter a number of 0 or more');
    expect(fill('At most {max} per {unit}', { max: 1234567.5, unit: '1000' })).toBe(
      'At most 1,234,567.5 per 1000',
    );
  });

  it('leaves a {name} it has no value for as it is', () => {
    expect(fill('For jobs in {jurisdiction}, {law} applies', { law: 'the law' })).toBe(
      'For jobs in {jurisdiction}, the law applies',
    );
    expect(fill('Add at least {min} options')).toBe('Add at least {min} options');
  });
});

describe('refuseOverLimit', () => {
  const limit = { max: 3, code: 'too_many_alerts', detail: 'You can keep at most 3 job alerts.' };

  it('lets the caller add while it keeps fewer than the maximum', () => {
    expect(() => refuseOverLimit(2, limit)).not.toThrow();
  });

  it('refuses with the limit’s 409 once the caller keeps the maximum or more', () => {
    for (const count of [3, 4]) {
      expect(problemOf(() => refuseOverLimit(count, limit))).toMatchObject({
        status: 409,
        code: 'too_many_alerts',
        detail: 'You can keep at most 3 job alerts.',
      });
    }
  });
});
