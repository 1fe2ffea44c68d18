import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials (by grapheme, never half a character)', () => {
  it('skips an emoji and never cuts a surrogate pair', () => {
    const result = initials('Amara 🌍 أمارة Nwosu');
    expect(result).toBe('AN');
    expect(result).not.toMatch(/[\uD800-\uDFFF]/);
  });

  it('takes a letter with its combining accent whole', () => {
    expect(initials('e\u0301lodie Durand')).toBe('E\u0301D');
  });

  it('first and last word; one word gives one letter; nothing usable gives "?"', () => {
    expect(initials('Maya O. Okafor')).toBe('MO');
    expect(initials('maya.okafor@example.com')).toBe('M');
    expect(initials('🌍 🚀')).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
