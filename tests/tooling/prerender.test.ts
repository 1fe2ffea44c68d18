import { describe, expect, it } from 'vitest';
import {
  EARLY_TEXT_WAIT_MS,
  PAINT_REPORT_MS,
  htmlFileFor,
  pageHtml,
  SPA_FALLBACK,
  withPreconnect,
} from '../../scripts/prerender';
import { EARLY_TEXT_SHOWN } from '../../src/lib/api/early-responses';

// scripts/prerender.ts: which file a URL gets (vite preview, and the hosting rules), and how a
// page goes into the built index.html.
const build: Record<string, string[]> = {
  '': ['index.html', SPA_FALLBACK, 'jobs.html', 'about-us.html', 'job', 'assets'],
  job: ['[slug].html'],
};
const list = (dir: string) => build[dir] ?? [];

/** A PerformanceObserver that reports largest-contentful-paint entries when told to. */
function fakePaintReports() {
  const observers: ((list: { getEntries: () => unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  /** An entry for an element with `attribute`. */
  const report = (attribute: string) =>
    observers.at(-1)!({
      getEntries: () => [{ element: { hasAttribute: (name: string) => name === attribute } }],
    });
  return { FakeObserver, report };
}

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
    expect(html).toContain(
      '<title>Jobs | Jobboard</title><meta name="description" content="Search"/><script>early()</script>',
    );
    expect(html).not.toContain('<title>Jobboard</title>');
    expect(html).toContain('<link rel="preconnect" href="https://api.example" crossorigin>');
    expect(html).toContain('<div id="root" data-prerendered><main>$& $1</main></div>');
    expect(html).toMatch(/<script>if\(.*jb_auth=.*dataset\.session="signed-in"<\/script>/);
  });

  it('requests the app once the page has painted: the entry and every chunk it needs', () => {
    const html = pageHtml(template, {
      head: '<title>Jobs</title>',
      body: '',
      early: '',
      codeAfterPaint: true,
      preloads: ['/assets/jobs.js'],
      stylesheets: [],
    });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = /<script>(\(function\(\)\{var d=0.*)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    // Run it as a browser would: on the frame after the first paint, the entry then the preloads.
    const added: string[] = [];
    let frame: (() => void) | undefined;
    const document = {
      visibilityState: 'visible',
      head: {
        appendChild: (el: { rel?: string; href?: string; type?: string; src?: string }) =>
          added.push(el.rel === 'modulepreload' ? `preload ${el.href}` : `${el.type} ${el.src}`),
      },
      createElement: () => ({}),
    };
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader!)(
      document,
      {},
      (f: () => void) => (frame = f),
      (f: () => void) => f(),
    );
    expect(added).toEqual([]);
    frame!();
    expect(added).toEqual([
      'module /assets/index.js',
      'preload /assets/vendor.js',
      'preload /assets/jobs.js',
    ]);

    // Each link starts its fetch when added, which costs the main thread: one link per task.
    const queued: (() => void)[] = [];
    added.length = 0;
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader!)(
      document,
      {},
      (f: () => void) => f(),
      (f: () => void) => queued.push(f),
    );
    queued.shift()!(); // the task after the first frame
    expect(added).toEqual(['module /assets/index.js', 'preload /assets/vendor.js']);
    queued.shift()!();
    expect(added).toEqual([
      'module /assets/index.js',
      'preload /assets/vendor.js',
      'preload /assets/jobs.js',
    ]);
    expect(queued).toEqual([]);

    // Where the browser reports paints, once the first one is reported (any element).
    const { FakeObserver, report } = fakePaintReports();
    added.length = 0;
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader!)(
      document,
      { PerformanceObserver: FakeObserver },
      (f: () => void) => f(),
      (f: () => void, ms = 0) => ms === 0 && f(),
    );
    expect(added, 'not before the paint is reported').toEqual([]);
    report('class');
    expect(added).toEqual([
      'module /assets/index.js',
      'preload /assets/vendor.js',
      'preload /assets/jobs.js',
    ]);
  });

  it('on a page with an early text, requests the app once that text is shown and painted too (or after EARLY_TEXT_WAIT_MS)', async () => {
    const html = pageHtml(template, {
      head: '<title>Job</title>',
      body: '',
      early: '',
      codeAfterPaint: true,
      preloads: [],
      stylesheets: [],
    });
    const loader = /<script>(\(function\(\)\{var d=0.*)<\/script>\s*<\/body>/.exec(html)![1]!;
    const run = (window: Record<string, unknown>) => {
      const added: string[] = [];
      let frame: (() => void) | undefined;
      const timers: { f: () => void; ms: number }[] = [];
      const document = {
        visibilityState: 'visible',
        head: {
          appendChild: (el: { src?: string; href?: string }) => added.push(el.src ?? el.href ?? ''),
        },
        createElement: () => ({}),
      };
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader)(
        document,
        window,
        (f: () => void) => (frame = f),
        (f: () => void, ms = 0) => (ms === 0 ? f() : timers.push({ f, ms })),
      );
      return { added, paint: () => frame!(), timers };
    };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

    let shown!: () => void;
    const page = run({ [EARLY_TEXT_SHOWN]: new Promise<void>((resolve) => (shown = resolve)) });
    page.paint();
    await tick();
    expect(page.added).toEqual([]);
    shown();
    await tick();
    expect(page.added, 'not before the text has painted').toEqual([]);
    page.paint();
    expect(page.added).toEqual(['/assets/index.js', '/assets/vendor.js']);

    // Where the browser reports the largest content: once the early text is reported (a frame's
    // task can run before that frame is on screen), or PAINT_REPORT_MS after it was shown.
    const { FakeObserver, report } = fakePaintReports();
    const reported = run({
      [EARLY_TEXT_SHOWN]: Promise.resolve(),
      PerformanceObserver: FakeObserver,
    });
    reported.paint();
    await tick();
    report('data-other');
    expect(reported.added, 'another element is not the early text').toEqual([]);
    report('data-early-text');
    expect(reported.added).toEqual(['/assets/index.js', '/assets/vendor.js']);
    const unreported = run({
      [EARLY_TEXT_SHOWN]: Promise.resolve(),
      PerformanceObserver: FakeObserver,
    });
    unreported.paint();
    await tick();
    expect(unreported.added).toEqual([]);
    expect(unreported.timers.map((t) => t.ms)).toEqual([EARLY_TEXT_WAIT_MS, PAINT_REPORT_MS]);
    unreported.timers[1]!.f();
    expect(unreported.added).toEqual(['/assets/index.js', '/assets/vendor.js']);

    const stuck = run({ [EARLY_TEXT_SHOWN]: new Promise<void>(() => undefined) });
    stuck.paint();
    await tick();
    expect(stuck.added).toEqual([]);
    expect(stuck.timers.map((t) => t.ms)).toEqual([EARLY_TEXT_WAIT_MS]);
    stuck.timers[0]!.f();
    await tick();
    stuck.paint();
    expect(stuck.added).toEqual(['/assets/index.js', '/assets/vendor.js']);
  });

  it('or requests it at once with a low priority (after the CSS, never before the first paint)', () => {
    const html = pageHtml(template, {
      head: '<title>Jobs</title>',
      body: '',
      early: '',
      codeAfterPaint: false,
      preloads: ['/assets/jobs.js'],
      stylesheets: [],
    });
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/vendor.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/jobs.js">',
    );
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html).not.toContain('requestAnimationFrame');
  });

  it('refuses a template it cannot fill', () => {
    expect(() =>
      pageHtml('<html><body></body></html>', {
        head: '',
        body: '',
        early: '',
        codeAfterPaint: true,
        preloads: [],
        stylesheets: [],
      }),
    ).toThrow(/index.html/);
    expect(() =>
      pageHtml('<html><head><title>x</title></head><body><div id="root"></div></body></html>', {
        head: '',
        body: '',
        early: '',
        codeAfterPaint: true,
        preloads: [],
        stylesheets: [],
      }),
    ).toThrow(/entry script/);
  });
});
