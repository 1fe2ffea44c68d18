// One map of the API (docs/api-map.md): the contract's tags, the fake's handler files and the
// app's feature folders follow the same grouping, and the table in docs/api-map.md says so.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract, operations, repoRoot } from '../../../scripts/lib/contract.mjs';
import { handlersByTag } from './index';

const contract = loadContract();
const tags: string[] = contract.tags.map((t: { name: string }) => t.name);
const byTag = (tag: string) =>
  operations(contract)
    .filter((o) => o.operation.tags?.[0] === tag)
    .map((o) => o.operation.operationId);

/** Operations the fake answers without a handler (see docs/api-map.md, "Where the map bends"). */
const NO_HANDLER = new Set(['startSocialSignIn', 'getLatestBuild', 'getBuildMeta']);
/** Tags used by shared code rather than one feature, and where that code is. */
const SHARED: Record<string, string> = {
  locations: 'src/components/location-picker',
  uploads: 'src/lib/api/upload.ts',
  builds: 'src/lib/build-check.ts',
};
/** Feature folders that call no API. */
const NO_API = ['content'];
/**
 * Feature folders that call some operations of another tag, whose feature shows the rest: the job
 * editor (the job form) saves the jobs that employer-jobs lists and shows (docs/api-map.md, "Where
 * the map bends").
 */
const BESIDE: Record<string, string> = { 'job-editor': 'employer-jobs' };

describe('one grouping', () => {
  it('every operation has exactly one declared tag', () => {
    for (const { operation } of operations(contract)) {
      expect(operation.tags, operation.operationId).toHaveLength(1);
      expect(tags).toContain(operation.tags![0]);
    }
  });

  it('each tag’s handlers live in mock/fake/handlers/<tag>.ts, and nowhere else', () => {
    const files = readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''));
    const served = tags.filter((tag) => byTag(tag).some((id) => !NO_HANDLER.has(id)));
    expect(files.sort()).toEqual([...served].sort());
    expect(Object.keys(handlersByTag).sort()).toEqual([...served].sort());
    for (const tag of served) {
      const handlers = Object.keys(handlersByTag[tag as keyof typeof handlersByTag]);
      expect(handlers.sort(), tag).toEqual(
        byTag(tag)
          .filter((id) => !NO_HANDLER.has(id))
          .sort(),
      );
    }
  });

  it('each tag is a feature folder of the app, or shared code', () => {
    const features = readdirSync(join(repoRoot, 'src', 'features'));
    for (const tag of tags) {
      if (SHARED[tag]) expect(existsSync(join(repoRoot, SHARED[tag])), tag).toBe(true);
      else expect(features, tag).toContain(tag);
    }
    expect(features.filter((f) => !tags.includes(f) && !BESIDE[f]).sort()).toEqual(NO_API);
    for (const [folder, tag] of Object.entries(BESIDE)) {
      expect(features, folder).toContain(folder);
      expect(features, folder).toContain(tag);
    }
  });

  it('docs/api-map.md lists every tag with its handler file, feature folder and operations', () => {
    const doc = readFileSync(join(repoRoot, 'docs', 'api-map.md'), 'utf8').split('\n## ')[0]!;
    const rows = [...doc.matchAll(/^\| `([\w-]+)` +\| (.+?) +\| (.+?) +\| (.+?) +\|$/gm)].map(
      ([, tag, file, folder, ops]) => ({
        tag,
        file: file!.match(/`(.+?)`/)?.[1] ?? null,
        folder: folder!.match(/`(.+?)`/)![1],
        ops: [...ops!.matchAll(/`(\w+)`/g)].map((m) => m[1]).sort(),
      }),
    );
    expect(rows.map((r) => r.tag)).toEqual(tags);
    for (const row of rows) {
      const served = byTag(row.tag!).some((id) => !NO_HANDLER.has(id));
      expect(row.file, row.tag).toBe(served ? `mock/fake/handlers/${row.tag}.ts` : null);
      expect(row.folder, row.tag).toBe(
        SHARED[row.tag!]
          ? SHARED[row.tag!]! + (SHARED[row.tag!]!.endsWith('.ts') ? '' : '/')
          : `src/features/${row.tag}/`,
      );
      expect(row.ops, row.tag).toEqual(byTag(row.tag!).sort());
    }
  });
});
