import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkBuiltHeaders,
  contentSecurityPolicy,
  headersFor,
  inlineScripts,
  parseHeadersFile,
  scriptHash,
  storageOrigins,
} from '../../scripts/lib/csp';
import { chunkKeyOf, privateDirOf, readManifest } from '../../scripts/lib/build-manifest.mjs';
import { repoRoot, runNodeScript } from './support';

// scripts/lib/csp.ts and the build's dist/_headers (docs/deploy.md): the hash-based CSP admits exactly
// the inline scripts the built HTML files hold, and a changed script fails the check.

describe('the policy', () => {
  it('hashes inline scripts as a browser does (SHA-256 of the text, base64)', () => {
    // `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('finds the scripts a browser runs: not src= ones, not JSON data blocks', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="module">b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  const base = {
    scriptHashes: ["'sha256-abc='"],
    apiOrigin: 'https://api.jobboard.example',
    storageOrigins: ['https://uploads.jobboard.example'],
  };

  it('admits Tag Manager only when VITE_GTM_ID is set', () => {
    expect(contentSecurityPolicy(base)).not.toContain('googletagmanager');
    const withGtm = contentSecurityPolicy({ ...base, gtmId: 'GTM-ABC1234' });
    expect(withGtm).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  });

  it('takes connect-src, img-src and form-action from the API and storage origins', () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/api\.jobboard\.example https:\/\/uploads\.jobboard\.example;/,
    );
    expect(csp).toMatch(/img-src [^;]*https:\/\/uploads\.jobboard\.example/);
    expect(csp).toContain("form-action 'self' https://uploads.jobboard.example;");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('finds the local backend storage next to a loopback API (port + 1 and + 2), else only what is configured', () => {
    expect(storageOrigins('http://127.0.0.1:4230')).toEqual([
      'http://127.0.0.1:4231',
      'http://127.0.0.1:4232',
    ]);
    expect(storageOrigins('https://api.jobboard.example')).toEqual([]);
    expect(
      storageOrigins('https://api.jobboard.example', 'https://b.s3.amazonaws.com/uploads/'),
    ).toEqual(['https://b.s3.amazonaws.com']);
  });

  it('reads _headers rules by path pattern', () => {
    const rules = parseHeadersFile('# c\n/*\n  A: 1\n/job/*\n  B: 2\n');
    expect(headersFor(rules, '/jobs.html')).toEqual({ A: '1' });
    expect(headersFor(rules, '/job/[slug].html')).toEqual({ A: '1', B: '2' });
  });
});

/** Every file under a folder, relative to it. */
function allFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full, root) : [relative(root, full)];
  });
}

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full, root);
    return name.endsWith('.html') ? [relative(root, full)] : [];
  });
}

describe('the build', () => {
  // Inside the repository (dist-*/ is ignored): the prerenderer's Node build imports React from
  // node_modules.
  const work = mkdtempSync(join(repoRoot, 'dist-csp-test-'));
  const outDir = join(work, 'dist');
  let built: { code: number | null; stderr: string };

  beforeAll(async () => {
    // What `npm run build` runs (esbuild's minifier, as scripts/e2e.mjs, to build in half the time).
    built = await runNodeScript(
      join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error', '--minify', 'esbuild'],
      {
        timeoutMs: 420_000,
        env: { ...process.env, VITE_API_BASE_URL: 'https://api.jobboard.example', VITE_GTM_ID: '' },
      },
    );
  }, 450_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes _headers whose CSP holds the hash of every inline script of every HTML file, and no other', () => {
    expect(built.stderr).not.toMatch(/error/i);
    expect(built.code).toBe(0);
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    const csp = headersFor(rules, '/jobs.html')['Content-Security-Policy']!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    const hashes = new Set<string>();
    for (const file of htmlFiles(outDir)) {
      const html = readFileSync(join(outDir, file), 'utf8');
      for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
    }
    // The prerendered pages have inline scripts (the signed-in mark, early calls, the loader).
    expect(hashes.size).toBeGreaterThanOrEqual(3);
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...hashes].sort());
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('googletagmanager');
    expect(checkBuiltHeaders(outDir)).toEqual([]);
  });

  it('fails the check when an inline script changes after the headers were written', () => {
    const copy = join(work, 'changed');
    cpSync(outDir, copy, { recursive: true });
    const jobs = join(copy, 'jobs.html');
    const html = readFileSync(jobs, 'utf8');
    const changed = html.replace('<script>if(', '<script>alert(document.cookie);if(');
    expect(changed).not.toBe(html);
    writeFileSync(jobs, changed);
    const problems = checkBuiltHeaders(copy);
    expect(problems).toEqual([
      expect.stringMatching(/^jobs\.html: inline script 'sha256-.*not in the CSP/),
    ]);
  });

  it('ships no source map and no manifest to the host: both are kept beside the build', () => {
    expect(built.code).toBe(0);
    const shipped = allFiles(outDir);
    expect(shipped.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
    expect(shipped.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(shipped.filter((f) => f.split(/[\\/]/).includes('.vite'))).toEqual([]);
    expect(shipped.filter((f) => f.endsWith('manifest.json'))).toEqual([]);
    // Hidden maps: no shipped file names one.
    for (const file of shipped.filter((f) => /\.(js|css|html)$/.test(f)))
      expect(readFileSync(join(outDir, file), 'utf8'), file).not.toMatch(/sourceMappingURL/);
    // Kept for error reporting and the tools (npm run size, the first-paint e2e spec).
    const kept = privateDirOf(outDir);
    const jsFiles = shipped.filter((f) => f.startsWith('assets') && f.endsWith('.js'));
    for (const file of jsFiles)
      expect(statSync(join(kept, `${file}.map`)).isFile(), file).toBe(true);
    const manifest = readManifest(outDir);
    expect(Object.values(manifest).filter((chunk) => chunk.isEntry)).toHaveLength(1);
    const jobs = manifest[chunkKeyOf(outDir, manifest, 'src/app/routes/jobs.tsx')]!;
    expect(shipped).toContain(jobs.file);
  });

  it('fails the check for an inline event handler, which no hash admits', () => {
    const copy = join(work, 'handler');
    cpSync(outDir, copy, { recursive: true });
    const about = join(copy, 'about-us.html');
    writeFileSync(about, readFileSync(about, 'utf8').replace('<body>', '<body onload="x()">'));
    expect(checkBuiltHeaders(copy)).toEqual([
      expect.stringMatching(/^about-us\.html: inline handler/),
    ]);
  });
});
