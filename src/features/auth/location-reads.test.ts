import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Derive state instead of syncing it in effects (the team's standard): the sign-in flow and social
 * sign-in read the router's location where they use it (an Effect Event where an effect needs
 * it), never from a ref an effect keeps in step with it.
 */
describe('the location is read, not copied into a ref by an effect', () => {
  it('no source file keeps a ref of the location', () => {
    const src = join(__dirname, '../..');
    const copies: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) visit(path);
        else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
          const text = readFileSync(path, 'utf8');
          if (/\.current\s*=\s*location\b|useRef\(\s*location\s*\)/.test(text))
            copies.push(relative(src, path));
        }
      }
    };
    visit(src);
    expect(copies).toEqual([]);
  });
});
