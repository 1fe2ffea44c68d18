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
    '<html><head><title>Jobboard</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
    'https://api.example',
  );

  it('puts the page into the template: head tags, body, preloads, the signed-in mark', () => {
    const html = pageHtml(template, {
      head: '<title>Jobs | Jobboard</title><meta name="description" content="Search"/>',
      body: '<main>$& $1</main>',
      early: '<script>early()</script>',
      preloads: ['/assets/jobs.js'],
      stylesheets: [],
    });
    expect(html).toContain('<title>Jobs | Jobboard</title><meta name="description" content="Search"/><script>early()</script>');
    expect(html).not.toContain('<title>Jobboard</title>');
    expect(html).toContain('<link rel="preconnect" href="https://api.example" crossorigin>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/jobs.js">');
    expect(html).toContain('<div id="root" data-prerendered><main>$& $1</main></div>');
    expect(html).toMatch(/<script>if\(.*jb_auth=.*dataset\.session="signed-in"<\/script>/);
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageHtml('<html><body></body></html>', { head: '', body: '', early: '', preloads: [], stylesheets: [] })).toThrow(/index.html/);
  });
});
