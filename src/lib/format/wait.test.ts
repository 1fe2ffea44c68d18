import { describe, expect, it } from 'vitest';
import { waitInWords } from './wait';

describe('a wait in words (a throttled answer)', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [12 * 60, '12 minutes'],
    [59 * 60 + 1, '1 hour'],
    [3600, '1 hour'],
    [3601, '2 hours'],
  ])('%i s reads "%s"', (seconds, words) => expect(waitInWords(seconds)).toBe(words));
});
