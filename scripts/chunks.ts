import { resolve } from 'node:path';
import type { Rollup } from 'vite';

type GetModuleInfo = Rollup.GetModuleInfo;

/**
 * How the build cuts the code a cold /jobs needs beyond the entry chunk: into two chunks instead
 * of the fifteen Rollup made by itself (decision 007).
 *
 * Why: each file is compressed on its own, so many small chunks lose what they have in common
 * (the same class names, the same JSX calls). That code was 21.1 KB of gzip in 15 files; it is
 * 13.9 KB in two.
 *
 * How: a module belongs to the lazily loaded modules ("roots": the route and layout modules) that
 * reach it by static imports, and to the entry if the entry's static imports reach it. The
 * entry's graph goes to the entry chunk (`index`). Of the others, those only the job-search pages
 * (`jobOnly`) reach go to `job-search` if /jobs is one of them; those a root of the cold /jobs
 * (`cold`) reaches together with any other root go to `site`: the site frame and the pieces most
 * pages use (data hooks, icons, cards, formatting). Everything else is left to Rollup, so an
 * employer page loads none of the job search.
 *
 * The graph says which module imports which, not which of its exports are used: a package's
 * index that re-exports the whole package would put all of it in every graph that takes one
 * piece. So icons and Radix primitives are imported from their own modules (eslint.config.js).
 */
export interface ColdPathChunks {
  /** The modules a cold /jobs loads lazily (its layout and page). */
  cold: readonly string[];
  /** The pages that hold the job search (its search bar, filters and list). */
  jobOnly: readonly string[];
}

const ENTRY = '\0entry';

export function coldPathChunks(
  root: string,
  { cold, jobOnly }: ColdPathChunks,
): Rollup.ManualChunksOption {
  const coldIds = new Set(cold.map((file) => resolve(root, file)));
  const jobOnlyIds = new Set(jobOnly.map((file) => resolve(root, file)));

  /** The entry and the lazily loaded modules whose static imports reach a module. */
  function rootsOf(id: string, getModuleInfo: GetModuleInfo): Set<string> {
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const info = getModuleInfo(next);
      if (!info) continue;
      if (info.isEntry) found.add(ENTRY);
      if (info.dynamicImporters.length > 0) found.add(next);
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return found;
  }

  return (id, { getModuleInfo }) => {
    const found = rootsOf(id, getModuleInfo);
    if (found.size === 0) return undefined;
    // Rollup adds the static imports of a manual chunk's modules to that chunk unless they are in
    // another: the entry's graph is named too, or React would move into `site`.
    if (found.has(ENTRY)) return 'index';
    const all = [...found];
    if (all.every((r) => jobOnlyIds.has(r)))
      return all.some((r) => coldIds.has(r)) ? 'job-search' : undefined;
    return all.some((r) => coldIds.has(r)) ? 'site' : undefined;
  };
}
