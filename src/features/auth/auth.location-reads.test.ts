import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '@/test/source-files';

/**
 * Derive state instead of syncing it in effects (the team's standard): the sign-in flow and social
 * sign-in read the router's location where they use it (an Effect Event where an effect needs
 * it), never from a ref an effect keeps in step with it.
 */
describe('the location is read, not copied into a ref by an effect', () => {
  it('no source file keeps a ref of the location', () => {
    const src = join(__dirname, '../..');
    const copies = sourceFiles(src).filter((file) =>
      /\.current\s*=\s*location\b|useRef\(\s*location\s*\)/.test(
        readFileSync(join(src, file), 'utf8'),
      ),
    );
    expect(copies).toEqual([]);
  });
});
