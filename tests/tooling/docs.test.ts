/**
 * scripts/build-docs.mjs: builds the API reference of the real contract once (into a temp dir),
 * then opens it in Chromium with every non-file:// request aborted and finds an operation's
 * summary, read from the contract now, rendered on the page. Operation summaries are not in
 * Redoc's prerendered markup, so finding one proves the inlined bundle ran without a network.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalResources, makeOffline } from '../../scripts/lib/offline-html.mjs';
import { runNodeScript, script, type RunResult } from './support';
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
