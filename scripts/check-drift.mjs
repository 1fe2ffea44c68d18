#!/usr/bin/env node
// Schema drift gate: regenerates generated/ from openapi/jobboard.yaml and fails, naming the
// files, when the committed output differs. The working tree is left exactly as it was.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'generated');

function snapshot(dir) {
  const files = new Map();
  if (!existsSync(dir)) return files;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else files.set(relative(root, p), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

function restore(files) {
  rmSync(outDir, { recursive: true, force: true });
  for (const [file, content] of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
}

const before = snapshot(outDir);
try {
  // Same PATH as an npm script: the generator's post-processing runs `prettier` from there.
  const PATH = [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter);
  execFileSync(join(root, 'node_modules/.bin/openapi-ts'), {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, PATH },
  });
} catch (error) {
  restore(before);
  console.error('check:drift: `npm run generate` failed, so the contract cannot be checked:');
  console.error(String(error.stderr || error.stdout || error.message));
  process.exit(2);
}
const after = snapshot(outDir);
restore(before);

const changed = [...new Set([...before.keys(), ...after.keys()])]
  .filter((file) => before.get(file) !== after.get(file))
  .sort();

if (changed.length > 0) {
  console.error(
    'check:drift: generated/ is not what openapi/jobboard.yaml generates (schema drift).',
  );
  for (const file of changed) {
    const state = !before.has(file)
      ? 'missing'
      : !after.has(file)
        ? 'stale (no longer generated)'
        : 'differs';
    console.error(`  ${file}: ${state}`);
  }
  console.error('Run `npm run generate` and commit the contract and generated/ together.');
  process.exit(1);
}
console.log(`check:drift: generated/ matches the contract (${after.size} files).`);
