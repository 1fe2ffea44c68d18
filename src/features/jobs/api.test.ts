import { describe, expect, it } from 'vitest';
import { isJobSlug } from './api';

describe('isJobSlug', () => {
  it.each(['senior-frontend-engineer-northwind', 'a', 'x1-2', 'a'.repeat(120)])(
    'accepts %s',
    (slug) => expect(isJobSlug(slug)).toBe(true),
  );
  it.each(['', 'Senior-engineer', 'a--b', '-a', 'a-', 'a_b', 'a/b', 'a'.repeat(121)])(
    'refuses "%s"',
    (slug) => expect(isJobSlug(slug)).toBe(false),
  );
});
