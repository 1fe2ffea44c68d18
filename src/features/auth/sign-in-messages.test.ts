import { describe, expect, it } from 'vitest';
import { tooManyLinks } from './sign-in-messages';

describe('a throttled Resend (the wait in words: src/lib/format/wait.test.ts)', () => {
  it('says how long when the server said, and to wait a while when it did not', () => {
    expect(tooManyLinks(90)).toBe(
      "You've asked for several links in a short time. You can ask for another in 2 minutes.",
    );
    expect(tooManyLinks(null)).toBe(
      "You've asked for several links in a short time. Wait a while, then ask for another.",
    );
  });
});
