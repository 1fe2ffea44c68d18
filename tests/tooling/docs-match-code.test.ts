/**
 * docs/architecture.md and docs/api-map.md say where things are; this keeps them true. Every
 * repository path they write in backticks exists (`src/features/team/api.ts`, a folder such as
 * `mock/fake`, a module named without its extension such as `src/lib/validation`; a bare file
 * name such as `invite-form.tsx` next to the paths of its paragraph), and every hook they name
 * (`useAddNote`) is exported by a file of its paragraph (or, where the paragraph names no file,
 * by some file of src/). Placeholders (`src/features/<name>/`, `routes/x.tsx`, `NNN-title.md`,
 * `handlers/*.test.ts`) are not paths.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support';

const DOCS = ['docs/architecture.md', 'docs/api-map.md'];
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];
const rootEntries = new Set(readdirSync(repoRoot));
/** The repository's files by name, for a bare name whose paragraph names no folder it is in. */
const byName = new Map<string, string[]>();
for (const file of execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
}).split('\n'))
  if (file) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);

const exists = (path: string) => EXTENSIONS.some((ext) => existsSync(join(repoRoot, path + ext)));
const isFile = (path: string) =>
  existsSync(join(repoRoot, path)) && statSync(join(repoRoot, path)).isFile();

/** A placeholder or a pattern, not a path: `<name>`, `x`, `NNN`, `*`, `{id}`, `…`, `[hash]`. */
const isPlaceholder = (token: string) =>
  /[<>*{}…[\]]|NNN/.test(token) || token.split('/').some((segment) => /^x(\.|$)/.test(segment));

interface Finding {
  doc: string;
  line: number;
  token: string;
  problem: string;
}

/** The doc's blocks of text (paragraphs, lists, tables), each with the line it starts on. */
function paragraphs(text: string): Array<{ line: number; text: string }> {
  const blocks: Array<{ line: number; text: string }> = [];
  let current: { line: number; lines: string[] } | null = null;
  let fenced = false;
  // A blank line at the end closes the last block.
  [...text.split('\n'), ''].forEach((line, index) => {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced || line.startsWith('```')) return; // diagrams and code blocks are pictures
    if (line.trim() === '' || line.startsWith('#')) {
      if (current) blocks.push({ line: current.line, text: current.lines.join('\n') });
      current = null;
      return;
    }
    current ??= { line: index + 1, lines: [] };
    current.lines.push(line);
  });
  return blocks;
}

/** What a doc claims about the repository and is not so. */
function checkDoc(doc: string, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const block of paragraphs(text)) {
    const tokens = [...block.text.matchAll(/`([^`\n]+)`/g)].map((m) => ({
      token: (m[1] ?? '').trim(),
      line: block.line + block.text.slice(0, m.index).split('\n').length - 1,
    }));
    const files: string[] = [];
    const bare: typeof tokens = [];
    for (const { token, line } of tokens) {
      if (isPlaceholder(token) || /\s/.test(token)) continue;
      const first = token.split('/')[0] ?? '';
      if (token.includes('/') && rootEntries.has(first)) {
        const path = token.replace(/\/$/, '');
        if (!exists(path)) findings.push({ doc, line, token, problem: 'no such path' });
        else if (isFile(path)) files.push(path);
        else for (const ext of EXTENSIONS.slice(1)) if (isFile(path + ext)) files.push(path + ext);
      } else if (!token.includes('/') && /^[\w.-]+\.(tsx?|mjs|js|md|ya?ml|json|css)$/.test(token))
        bare.push({ token, line });
    }
    const folders = [
      ...new Set(
        tokens
          .map((t) => t.token)
          .filter(
            (t) => t.includes('/') && rootEntries.has(t.split('/')[0] ?? '') && !isPlaceholder(t),
          )
          .map((t) => (t.endsWith('/') || !/\.\w+$/.test(t) ? t.replace(/\/$/, '') : dirname(t))),
      ),
    ];
    // A bare file name: at the root or beside a path of its paragraph. A name many folders share
    // (`api.ts`), or one in a paragraph that names no folder, only has to exist somewhere.
    for (const { token, line } of bare) {
      const found = [token, ...folders.map((folder) => `${folder}/${token}`)].find(isFile);
      const elsewhere = byName.get(token) ?? [];
      if (found) files.push(found);
      else if (elsewhere.length > 2 || (folders.length === 0 && elsewhere.length > 0)) continue;
      else
        findings.push({
          doc,
          line,
          token,
          problem: folders.length
            ? `no such file at the root or in ${folders.join(', ')}`
            : 'no file of that name in the repository',
        });
    }
    // A hook: exported by a file of its paragraph, or by some file of src/ if it names none.
    const sources = [...new Set(files)].filter((f) => /\.(tsx?|mjs|js)$/.test(f));
    for (const { token, line } of tokens) {
      const hook = /^(use[A-Z]\w*)(\(\))?$/.exec(token)?.[1];
      if (!hook) continue;
      const exported = new RegExp(`export (?:async )?(?:function|const) ${hook}\\b`);
      const where = sources.length ? sources : srcFiles();
      if (!where.some((f) => exported.test(readFileSync(join(repoRoot, f), 'utf8'))))
        findings.push({
          doc,
          line,
          token,
          problem: `not exported by ${sources.length ? sources.join(', ') : 'any file of src/'}`,
        });
    }
  }
  return findings;
}

let srcCache: string[] | undefined;
function srcFiles(): string[] {
  if (srcCache) return srcCache;
  const walk = (dir: string): string[] =>
    readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  return (srcCache = walk('src'));
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.doc}:${f.line}: \`${f.token}\`: ${f.problem}`).join('\n');

describe('checkDoc', () => {
  it('passes paths, folders, modules, bare names beside their folder and hooks that exist', () => {
    const doc = [
      'The team page: `src/features/team/team-page.tsx` (with `invite-form.tsx`), its calls in',
      '`src/features/team/api.ts` (`useInviteMember`), messages from `src/lib/validation`, the',
      'local backend in `mock/fake`, placeholders such as `src/features/<name>/` and `routes/x.tsx`.',
      '',
      'A hook named alone: `useEventCallback`.',
    ].join('\n');
    expect(checkDoc('doc.md', doc)).toEqual([]);
  });

  it('reports a path, a bare name or a hook that is not there, with its line', () => {
    const doc = [
      'Intro.',
      '',
      'Add the handler to `mock/fake/handlers/notes.ts`; the hook `useCreateApplicationNote` in',
      '`src/features/application-notes/api.ts`, tested in `api-hooks.test.tsx`.',
    ].join('\n');
    expect(report(checkDoc('doc.md', doc)).split('\n')).toEqual([
      'doc.md:3: `mock/fake/handlers/notes.ts`: no such path',
      'doc.md:4: `api-hooks.test.tsx`: no such file at the root or in mock/fake/handlers, src/features/application-notes',
      'doc.md:3: `useCreateApplicationNote`: not exported by src/features/application-notes/api.ts',
    ]);
  });

  it('takes a name many folders share, or one in a paragraph without folders, from anywhere', () => {
    const doc =
      'Each feature has an `api.ts`; the list is `job-card.tsx`; `no-such-file.tsx` is not.';
    expect(report(checkDoc('doc.md', doc))).toBe(
      'doc.md:1: `no-such-file.tsx`: no file of that name in the repository',
    );
  });

  it('checks a hook against the files of its own paragraph', () => {
    const doc = '`src/features/team/api.ts` has `useAddNote`.';
    expect(report(checkDoc('doc.md', doc))).toBe(
      'doc.md:1: `useAddNote`: not exported by src/features/team/api.ts',
    );
  });
});

describe('the docs match the code', () => {
  it.each(DOCS)('every path and hook %s names exists', (doc) => {
    const findings = checkDoc(doc, readFileSync(join(repoRoot, doc), 'utf8'));
    expect(findings, report(findings)).toEqual([]);
  });
});
