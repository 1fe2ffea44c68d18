#!/usr/bin/env node
// Bundle budget report (a script, not a test): gzip size of the JavaScript a cold load of /jobs
// downloads (entry + its static imports + the /jobs layout and page chunks and theirs), then
// each route chunk. Run `npm run size` (builds first); `node scripts/size.mjs --dir <build>` reads another build. Budget: /jobs cold load <= 150 KB gzip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkKeyOf, readManifest } from './lib/build-manifest.mjs';

const BUDGET_KB = 150;
const dirFlag = process.argv.indexOf('--dir');
const dist = dirFlag > -1 ? process.argv[dirFlag + 1] : join(import.meta.dirname, '..', 'dist');
const manifest = readManifest(dist);

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
}

const keyOf = (source) => chunkKeyOf(dist, manifest, source);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const coldJobs = new Set();
for (const source of ['src/app/layouts/default-layout.tsx', 'src/app/routes/jobs.tsx'])
  closure(keyOf(source), coldJobs);
closure(entryKey, coldJobs);
const jsFiles = [...coldJobs].filter((f) => f.endsWith('.js'));
const total = jsFiles.reduce((sum, f) => sum + gzipKb(f), 0);

// Chunk files are named by their hash (vite.config.ts): the manifest says which chunk each is.
const nameOf = Object.fromEntries(
  Object.values(manifest).map((chunk) => [chunk.file, chunk.isEntry ? 'entry' : chunk.name]),
);
console.log('Cold load of /jobs (gzip JS):');
for (const f of jsFiles.sort((a, b) => gzipKb(b) - gzipKb(a)))
  console.log(`  ${gzipKb(f).toFixed(1).padStart(7)} KB  ${f} (${nameOf[f] ?? '?'})`);
console.log(
  `  ${total.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB: ${total <= BUDGET_KB ? 'within' : 'OVER'})`,
);

console.log('\nRoute and layout chunks (gzip JS, own chunk + static imports not in the entry):');
const entryFiles = closure(entryKey);
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    const files = [...closure(key)].filter((f) => f.endsWith('.js') && !entryFiles.has(f));
    return [
      chunk.src ?? `${chunk.name} (chunk of several modules)`,
      files.reduce((sum, f) => sum + gzipKb(f), 0),
    ];
  })
  .sort((a, b) => b[1] - a[1]);
for (const [key, kb] of rows) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${key}`);
process.exitCode = total <= BUDGET_KB ? 0 : 1;
