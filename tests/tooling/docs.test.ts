/**
 * The repository stands alone: no committed file points at the outside product spec or design
 * notes; every "§N" reference to the product names docs/product.md and a section it has; the
 * README's and docs' relative links resolve.
 *
 * scripts/build-docs.mjs: builds the API reference of the real contract once (into a temp dir),
 * then opens it in Chromium with every non-file:// request aborted and finds an operation's
 * summary, read from the contract now, rendered on the page. Operation summaries are not in
 * Redoc's prerendered markup, so finding one proves the inlined bundle ran without a network.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalResources, makeOffline } from '../../scripts/lib/offline-html.mjs';
import { repoRoot, runNodeScript, script, type RunResult } from './support';
import { contractPath, loadContract } from '../../scripts/lib/contract.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'docs-test-'));
const out = join(tmp, 'api-docs', 'index.html');

interface Operation {
  summary?: string;
  tags?: string[];
}

/** The first operation that has a summary and a tag, and the label its tag has in the sidebar. */
function firstOperation(): { summary: string; tagLabel: string } {
  const contract = loadContract() as {
    paths: Record<string, Record<string, Operation>>;
    tags?: Array<{ name: string; 'x-displayName'?: string }>;
  };
  for (const item of Object.values(contract.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      const tag = operation?.tags?.[0];
      if (operation?.summary && tag) {
        const declared = contract.tags?.find((t) => t.name === tag);
        return { summary: operation.summary, tagLabel: declared?.['x-displayName'] ?? tag };
      }
    }
  }
  throw new Error(`${contractPath} has no operation with a summary and a tag`);
}

let build: RunResult;
let browser: Browser;

beforeAll(async () => {
  build = await runNodeScript(script('build-docs.mjs'), ['--out', out], { timeoutMs: 180_000 });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('npm run docs', () => {
  it('builds one self-contained file', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toContain('self-contained, works offline');
    const html = readFileSync(out, 'utf8');
    expect(html).not.toMatch(/<script\b[^>]*\bsrc\s*=\s*["']?https?:/i);
    expect(html).not.toMatch(/<link\b[^>]*\bhref\s*=\s*["']?https?:/i);
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    expect(html).not.toContain('cdn.redoc.ly');
    expect(externalResources(html)).toEqual([]);
  });

  it('renders an operation summary with the network switched off', async () => {
    const { summary, tagLabel } = firstOperation();
    const page = await browser.newPage();
    const aborted: string[] = [];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('file:')) return route.continue();
      aborted.push(url);
      return route.abort();
    });
    await page.goto(pathToFileURL(out).href);
    // Operations show once their tag is opened in the sidebar (a client-side route).
    await page.getByText(tagLabel, { exact: true }).first().click();
    await expect
      .poll(() => page.getByText(summary, { exact: true }).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(aborted).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('offline post-processing', () => {
  it('strips Google Fonts and inlines the Redoc logo; reports what would still load remotely', () => {
    const html = [
      '<link rel="preconnect" href="https://fonts.gstatic.com">',
      '<link href="https://fonts.googleapis.com/css?family=Montserrat:300,400,700" rel="stylesheet">',
      '<style>@import url("https://fonts.googleapis.com/css2?family=Roboto");body{}</style>',
      '<script>const logo = `https://cdn.redoc.ly/redoc/logo-mini.svg`;</script>',
      '<script src="https://cdn.redocly.com/redoc/v3/bundles/redoc.standalone.js"></script>',
    ].join('\n');
    const cleaned = makeOffline(html);
    expect(cleaned).not.toMatch(/fonts\.(googleapis|gstatic)/);
    expect(cleaned).toContain('const logo = `data:image/svg+xml,');
    expect(externalResources(cleaned)).toEqual([
      'https://cdn.redocly.com/redoc/v3/bundles/redoc.standalone.js',
    ]);
  });
});

/** What points outside the repository (written so that this file does not match itself). */
const OUTSIDE = [/\.\.\/shared\b/, /\bshared\/(spec|design)\b/, /\bproduct[-]spec\b/];
/** A reference to "the spec" by section must name the document it means. */
const SPEC_SECTION = /\bspec\s*(sections?\b|§)/i;
const PRODUCT_DOC = 'docs/product.md';

/** The lines of `text` that point outside the repository, as `line: text`. */
function outsideReferences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      OUTSIDE.some((pattern) => pattern.test(line)) ||
      (SPEC_SECTION.test(line) && !line.includes(PRODUCT_DOC))
        ? [`${i + 1}: ${line.trim()}`]
        : [],
    );
}

/** Every committed text file (node_modules excluded), with its content. */
function committedTextFiles(): Array<{ path: string; text: string }> {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path && !path.split('/').includes('node_modules'));
  return paths.flatMap((path) => {
    const file = join(repoRoot, path);
    if (!existsSync(file)) return []; // deleted in the working tree, not yet committed
    const text = readFileSync(file, 'utf8');
    return text.includes('\0') ? [] : [{ path, text }];
  });
}

/** The section numbers docs/product.md has (its "## N. Title" headings). */
function productSections(): Set<string> {
  const text = readFileSync(join(repoRoot, PRODUCT_DOC), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\. /gm)].map((match) => match[1] ?? ''));
}

describe('the repository stands alone', () => {
  it('flags a pointer outside, and a section reference that names no document', () => {
    // Put together here so that this file does not match itself.
    const spec = ['sp', 'ec'].join('');
    expect(outsideReferences(`see ../${'shared'}/design/contract.md`)).toHaveLength(1);
    expect(outsideReferences(`/work/${'shared'}/${spec}/x.md`)).toHaveLength(1);
    expect(outsideReferences(`the product-${spec}`)).toHaveLength(1);
    expect(outsideReferences(`Guards (${spec} section 6).`)).toEqual([
      `1: Guards (${spec} section 6).`,
    ]);
    expect(outsideReferences(`ok\nGuards (${spec} §6).`)).toEqual([`2: Guards (${spec} §6).`]);
    expect(
      outsideReferences(`Guards (docs/product.md §6, the ${spec} sections on roles).`),
    ).toEqual([]);
    expect(outsideReferences(`e2e/shell.${spec}.ts; one ${spec} for this area`)).toEqual([]);
  });

  it('no committed file points at the product spec or design notes outside it', () => {
    const files = committedTextFiles();
    expect(files.map((file) => file.path)).toContain('README.md');
    const found = files.flatMap(({ path, text }) =>
      outsideReferences(text).map((line) => `${path}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('every docs/product.md §N reference names a section the document has', () => {
    const sections = productSections();
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const missing = committedTextFiles().flatMap(({ path, text }) =>
      [...text.matchAll(/docs\/product\.md((?:,? (?:and )?§\d+)+)/g)].flatMap((match) =>
        [...(match[1] ?? '').matchAll(/§(\d+)/g)]
          .filter((section) => !sections.has(section[1] ?? ''))
          .map((section) => `${path}: §${section[1]}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('every decision record has a date, a status and the three parts, in at most 150 lines', () => {
    const decisions = committedTextFiles().filter(({ path }) =>
      /^docs\/decisions\/\d{3}-[a-z0-9-]+\.md$/.test(path),
    );
    expect(decisions.length).toBeGreaterThanOrEqual(8);
    const wrong = decisions.flatMap(({ path, text }) => {
      const problems = [
        /^# \d{3}: \S/.test(text) ? null : 'a title "# NNN: …"',
        /^Date: \d{4}-\d{2}-\d{2}/m.test(text) ? null : 'Date: YYYY-MM-DD',
        /^Status: (accepted|superseded by \d{3})\b/m.test(text) ? null : 'Status',
        ...['Context', 'Decision', 'Consequences'].map((part) =>
          new RegExp(`^## ${part}$`, 'm').test(text) ? null : `## ${part}`,
        ),
        // A decision, not a log of work: figures and their history go to docs/performance.md.
        text.trimEnd().split('\n').length <= 150 ? null : 'at most 150 lines',
      ].filter((problem) => problem !== null);
      return problems.map((problem) => `${path}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it("the README's and docs' relative links resolve inside the repository", () => {
    const docs = committedTextFiles().filter(
      ({ path }) => path === 'README.md' || (path.startsWith('docs/') && path.endsWith('.md')),
    );
    expect(docs.map((doc) => doc.path)).toEqual(
      expect.arrayContaining(['docs/product.md', 'docs/architecture.md', 'docs/backend-guide.md']),
    );
    const broken = docs.flatMap(({ path, text }) =>
      [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((match) => match[1] ?? '')
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(join(repoRoot, dirname(path), target)))
        .map((target) => `${path} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
