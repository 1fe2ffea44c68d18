import { describe, expect, it } from 'vitest';
import { htmlFileFor, pageHtml, SPA_FALLBACK, withPreconnect } from '../../scripts/prerender';

// scripts/prerender.ts: which file a URL gets (vite preview, and the hosting rules), and how a
// page goes into the built index.html.
const build: Record<string, string[]> = {
  '': ['index.html', SPA_FALLBACK, 'jobs.html', 'about-us.html', 'job', 'assets'],
  job: ['[slug].html'],
};
const list = (dir: string) => build[dir] ?? [];

describe('htmlFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/jobs', 'jobs.html'],
    ['/jobs/', 'jobs.html'],
    ['/about-us', 'about-us.html'],
    ['/job/senior-frontend-engineer-northwind', 'job/[slug].html'],
    ['/job/a/b', SPA_FALLBACK],
    ['/employer/jobs', SPA_FALLBACK],
    ['/applied-jobs', SPA_FALLBACK],
    ['/employer', SPA_FALLBACK],
  ])('%s is served %s', (path, file) => expect(htmlFileFor(path, list)).toBe(file));

  it('falls back to index.html in a build without the fallback file', () => {
    expect(htmlFileFor('/profile', (dir) => (dir ? [] : ['index.html']))).toBe('index.html');
  });
});

describe('pageHtml', () => {
  const template = withPreconnect(
    '<html><head><title>Jobboard</title>\n<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor.js"></head><body><div id="root"></div></body></html>',
    'https://api.example',
  );

  it('puts the page into the template: head tags, early calls, body, the signed-in mark', () => {
    const html = pageHtml(template, {
      head: '<title>Jobs | Jobboard</title><meta name="description" content="Search"/>',
      body: '<main>$& $1</main>',
      early: '<script>early()</script>',
      codeAfterPaint: true,
      preloads: ['/assets/jobs.js'],
      stylesheets: [],
    });
    expect(html).toContain('<title>Jobs | Jobboard</title><meta name="description" content="Search"/><script>early()</script>');
    expect(html).not.toContain('<title>Jobboard</title>');
    expect(html).toContain('<link rel="preconnect" href="https://api.example" crossorigin>');
    expect(html).toContain('<div id="root" data-prerendered><main>$& $1</main></div>');
    expect(html).toMatch(/<script>if\(.*jb_auth=.*dataset\.session="signed-in"<\/script>/);
  });

  it('requests the app once the page has painted: the entry and every chunk it needs', () => {
    const html = pageHtml(template, { head: '<title>Jobs</title>', body: '', early: '', codeAfterPaint: true, preloads: ['/assets/jobs.js'], stylesheets: [] });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = /<script>(\(function\(\)\{var d=0.*)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    // Run it as a browser would: on the frame after the first paint, the entry then the preloads.
    const added: string[] = [];
    let frame: (() => void) | undefined;
    const document = {
      visibilityState: 'visible',
      head: { appendChild: (el: { rel?: string; href?: string; type?: string; src?: string }) => added.push(el.rel === 'modulepreload' ? `preload ${el.href}` : `${el.type} ${el.src}`) },
      createElement: () => ({}),
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader!)(document, (f: () => void) => (frame = f), (f: () => void) => f());
    expect(added).toEqual([]);
    frame!();
    expect(added).toEqual(['module /assets/index.js', 'preload /assets/vendor.js', 'preload /assets/jobs.js']);
  });

  it('or requests it at once with a low priority (after the CSS, never before the first paint)', () => {
    const html = pageHtml(template, { head: '<title>Jobs</title>', body: '', early: '', codeAfterPaint: false, preloads: ['/assets/jobs.js'], stylesheets: [] });
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/vendor.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/jobs.js">');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html).not.toContain('requestAnimationFrame');
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageHtml('<html><body></body></html>', { head: '', body: '', early: '', codeAfterPaint: true, preloads: [], stylesheets: [] })).toThrow(/index.html/);
    expect(() => pageHtml('<html><head><title>x</title></head><body><div id="root"></div></body></html>', { head: '', body: '', early: '', codeAfterPaint: true, preloads: [], stylesheets: [] })).toThrow(/entry script/);
  });
});
