import { describe, expect, it } from 'vitest';
import { tooManyLinks, waitInWords } from './sign-in-messages';

describe('a wait in words (a throttled Resend)', () => {
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

  it('says how long when the server said, and to wait a while when it did not', () => {
    expect(tooManyLinks(90)).toBe(
      "You've asked for several links in a short time. You can ask for another in 2 minutes.",
    );
    expect(tooManyLinks(null)).toBe(
      "You've asked for several links in a short time. Wait a while, then ask for another.",
    );
  });
});
