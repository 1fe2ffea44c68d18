import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { coldPathChunks } from '../../scripts/chunks';

const ROOT = '/app';
const id = (file: string) => resolve(ROOT, file);

/**
 * A small app: main.tsx is the entry and imports the router, which lazily loads a layout and
 * four pages. `imports` lists each module's static imports; `lazy` the modules loaded with
 * import().
 */
const imports: Record<string, string[]> = {
  'src/main.tsx': ['src/router.tsx', 'node_modules/react/index.js'],
  'src/router.tsx': ['src/lib/session.ts'],
  'src/layouts/default-layout.tsx': ['src/layouts/site-header.tsx', 'node_modules/react/index.js'],
  'src/layouts/site-header.tsx': ['src/lib/session.ts', 'src/components/icon.tsx'],
  'src/routes/jobs.tsx': ['src/features/jobs/search-bar.tsx', 'src/features/jobs/job-list.tsx'],
  'src/routes/home.tsx': ['src/features/jobs/search-bar.tsx', 'src/features/jobs/home-hero.tsx'],
  'src/routes/job.tsx': ['src/features/jobs/job-list.tsx'],
  'src/routes/employer.tsx': ['src/features/employer/table.tsx', 'src/components/icon.tsx'],
  'src/features/jobs/search-bar.tsx': ['src/components/combobox.tsx'],
  'src/features/jobs/job-list.tsx': ['src/components/icon.tsx'],
  'src/features/jobs/home-hero.tsx': [],
  'src/features/employer/table.tsx': [],
  'src/components/combobox.tsx': [],
  'src/components/icon.tsx': ['node_modules/react/index.js'],
  'src/lib/session.ts': [],
  'node_modules/react/index.js': [],
};
const lazy = [
  'src/layouts/default-layout.tsx',
  'src/routes/jobs.tsx',
  'src/routes/home.tsx',
  'src/routes/job.tsx',
  'src/routes/employer.tsx',
];

const getModuleInfo = ((moduleId: string) => {
  const file = Object.keys(imports).find((f) => id(f) === moduleId);
  if (!file) return null;
  return {
    id: moduleId,
    isEntry: file === 'src/main.tsx',
    importers: Object.keys(imports)
      .filter((f) => imports[f]!.includes(file))
      .map(id),
    dynamicImporters: lazy.includes(file) ? [id('src/router.tsx')] : [],
  } as unknown as Rollup.ModuleInfo;
}) as Rollup.GetModuleInfo;

const chunkOf = (file: string) => {
  const manualChunks = coldPathChunks(ROOT, {
    cold: ['src/layouts/default-layout.tsx', 'src/routes/jobs.tsx'],
    jobOnly: ['src/routes/jobs.tsx', 'src/routes/home.tsx'],
  }) as Rollup.GetManualChunk;
  return manualChunks(id(file), {
    getModuleInfo,
    getModuleIds: () => Object.keys(imports).map(id)[Symbol.iterator](),
  });
};

describe('coldPathChunks: how the build cuts what a cold /jobs loads', () => {
  it("keeps the entry's static graph in the entry chunk, named so that no other chunk takes it", () => {
    expect(chunkOf('src/main.tsx')).toBe('index');
    expect(chunkOf('src/lib/session.ts')).toBe('index');
    // React is imported lazily as well (by the layout and the icon), and still stays in the entry.
    expect(chunkOf('node_modules/react/index.js')).toBe('index');
  });

  it('puts what only the job-search pages need, and /jobs among them, in job-search', () => {
    expect(chunkOf('src/routes/jobs.tsx')).toBe('job-search');
    expect(chunkOf('src/features/jobs/search-bar.tsx')).toBe('job-search');
    expect(chunkOf('src/components/combobox.tsx')).toBe('job-search');
  });

  it('puts what /jobs shares with any other page in site', () => {
    expect(chunkOf('src/layouts/default-layout.tsx')).toBe('site');
    expect(chunkOf('src/layouts/site-header.tsx')).toBe('site');
    expect(chunkOf('src/features/jobs/job-list.tsx')).toBe('site'); // /jobs and /job/:slug
    expect(chunkOf('src/components/icon.tsx')).toBe('site'); // /jobs, the layout and the employer page
  });

  it('leaves everything a cold /jobs does not load to Rollup', () => {
    expect(chunkOf('src/routes/home.tsx')).toBeUndefined();
    expect(chunkOf('src/features/jobs/home-hero.tsx')).toBeUndefined();
    expect(chunkOf('src/routes/job.tsx')).toBeUndefined();
    expect(chunkOf('src/routes/employer.tsx')).toBeUndefined();
    expect(chunkOf('src/features/employer/table.tsx')).toBeUndefined();
  });
});
