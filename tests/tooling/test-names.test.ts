/**
 * A unit test is named after what it tests (docs/architecture.md, the habits): what comes before
 * the first dot of `x.test.tsx` (or `x.aspect.test.tsx`) is a file beside it (`x.ts`, `x.tsx`,
 * `x.loader.ts`), a folder beside it (`x/`), or the folder it sits in (a test of the whole
 * feature or folder, `saved-jobs/saved-jobs.test.tsx`).
 */
import { execFileSync } from 'node:child_process';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support';

const TEST = /\.test\.tsx?$/;

/** The test files among `files` whose name names nothing beside them. */
function misnamedTests(files: string[]): string[] {
  const entries = new Map<string, Set<string>>();
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const dir = parts.slice(0, depth).join('/');
      const name = parts[depth] ?? '';
      if (depth < parts.length - 1 || !TEST.test(name))
        entries.set(dir, (entries.get(dir) ?? new Set()).add(name.split('.')[0] ?? ''));
    }
  }
  return files.filter((file) => {
    if (!TEST.test(file)) return false;
    const dir = dirname(file);
    const subject = basename(file).split('.')[0] ?? '';
    return !(entries.get(dir)?.has(subject) || basename(dir) === subject);
  });
}

describe('misnamedTests', () => {
  it('accepts a test named after its file, an aspect of it, a folder beside it or its own folder', () => {
    expect(
      misnamedTests([
        'src/a/job-card.tsx',
        'src/a/job-card.test.tsx',
        'src/a/job-card.limits.test.tsx',
        'src/a/jobs.loader.ts',
        'src/a/jobs.test.ts',
        'src/a/picker/index.tsx',
        'src/a/picker.test.tsx',
        'src/a/a.test.tsx',
      ]),
    ).toEqual([]);
  });

  it('names a test whose name names nothing beside it', () => {
    expect(
      misnamedTests([
        'src/a/apply-dialog.tsx',
        'src/a/apply-form-upload.test.tsx',
        'src/a/follow.test.tsx',
        'src/b/a.test.tsx',
      ]),
    ).toEqual(['src/a/apply-form-upload.test.tsx', 'src/a/follow.test.tsx', 'src/b/a.test.tsx']);
  });
});

describe('the unit tests in src/', () => {
  it('are each named after the file, folder or feature they test', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\n')
      .filter((file) => file.startsWith('src/'));
    expect(misnamedTests(files)).toEqual([]);
  });
});
