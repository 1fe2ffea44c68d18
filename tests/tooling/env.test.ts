/**
 * The configuration is written down three times for three readers: src/config/env.ts (the app),
 * README's Environment table (people) and .env.example (a file to copy). They list the same
 * variables with the same defaults.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariables } from '../../src/config/env';
import { repoRoot } from './support';

const defaults = Object.fromEntries(
  Object.entries(envVariables).map(([name, { fallback }]) => [name, fallback]),
);

/** README's Environment table: variable → default (`empty` is ''). */
function readmeDefaults(): Record<string, string> {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `(VITE_\w+)`\s*\|([^|]*)\|/gm)];
  return Object.fromEntries(
    rows.map(([, name, cell]) => {
      const value = /`([^`]*)`/.exec(cell!)?.[1] ?? cell!.trim();
      return [name!, value === 'empty' ? '' : value];
    }),
  );
}

/** .env.example's assignments: variable → value. */
function exampleValues(): Record<string, string> {
  const text = readFileSync(join(repoRoot, '.env.example'), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^(VITE_\w+)=(.*)$/gm)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

describe('the VITE_* variables', () => {
  it("README's table gives every variable of src/config/env.ts with its default", () => {
    expect(readmeDefaults()).toEqual(defaults);
  });

  it('.env.example sets every variable to its default', () => {
    expect(exampleValues()).toEqual(defaults);
  });
});
