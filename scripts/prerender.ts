import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { EARLY_TEXT_SHOWN } from '../src/lib/api/early-responses';
import {
  builtScriptHashes,
  checkBuiltHeaders,
  headersFile,
  securityHeaders,
  storageOrigins,
} from './lib/csp';
import { bundleEdge, EDGE_BUILD_FILE, EDGE_BUNDLE } from './edge-build';

/**
 * Prerendering (decision 007). After the client build, `vite build` renders the public pages
 * with React's static rendering (src/app/prerender.tsx, built for Node into a temporary folder)
 * and writes one HTML file per page from the built index.html: the page's title and meta
 * description, its HTML inside #root, a line of script that starts the page's first API calls
 * (src/lib/api/early-responses.ts), and the app's code requested once the page has painted: the
 * entry with the page's own chunks (modulepreload), so they arrive together instead of one after
 * the other. Every HTML file also preconnects to the API's origin.
 *
 * Files, and how a host maps URLs to them (`_redirects` says the same for Netlify and Cloudflare
 * Pages; `vite preview` does it with the middleware below):
 *   /                      index.html
 *   /jobs, /about-us, …    jobs.html, about-us.html, … (the page's own file)
 *   /job/:slug             job/[slug].html (one shell for every job; the edge handler writes
 *                          the job into it, or answers 404.html: edge/handler.ts)
 *   anything else          200.html (the app with an empty #root, as before)
 */

/** The single-page-app fallback: the built index.html as it was, nothing prerendered. */
export const SPA_FALLBACK = '200.html';
const PRERENDER_ENTRY = 'src/app/prerender.tsx';
const PARAM_FILE = /^\[[^\]/]+\]\.html$/;

/** What src/app/prerender.tsx exports (the part used here). */
interface PrerenderModule {
  PRERENDERED_PAGES: readonly {
    route: string;
    url: string;
    file: string;
    modules: readonly string[];
    codeAfterPaint: boolean;
  }[];
  renderPage: (
    page: PrerenderModule['PRERENDERED_PAGES'][number],
  ) => Promise<{ body: string; head: string }>;
  earlyFetchScript: (page: PrerenderModule['PRERENDERED_PAGES'][number]) => Promise<string>;
  apiBase: string;
  apiOrigin: string;
}

/**
 * The HTML file served for a page URL: the page's own file, else a `[param].html` file in its
 * folder (one URL segment), else the single-page-app fallback. `list(dir)` lists a folder of the
 * build ([] when missing).
 */
export function htmlFileFor(pathname: string, list: (dir: string) => readonly string[]): string {
  const path = pathname.replace(/\/+$/, '').replace(/^\/+/, '');
  if (!path) return 'index.html';
  const dir = posix.dirname(path) === '.' ? '' : posix.dirname(path);
  const inDir = list(dir);
  const name = posix.basename(path);
  if (inDir.includes(`${name}.html`)) return `${path}.html`;
  if (list(path).includes('index.html')) return `${path}/index.html`;
  const param = inDir.find((file) => PARAM_FILE.test(file));
  if (param) return dir ? `${dir}/${param}` : param;
  return list('').includes(SPA_FALLBACK) ? SPA_FALLBACK : 'index.html';
}

const lister = (outDir: string) => (dir: string) => {
  const full = join(outDir, dir);
  return existsSync(full) ? readdirSync(full) : [];
};

/** `vite preview`: page navigations get the file a host would serve (see htmlFileFor). */
function prerenderedPagesMiddleware(outDir: string) {
  const list = lister(outDir);
  return (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    const accept = req.headers.accept ?? '';
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !(accept.includes('text/html') || accept.includes('*/*'))
    )
      return next();
    const url = new URL(req.url ?? '/', 'http://preview');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return next();
    }
    if (posix.extname(pathname)) return next(); // files (and /index.html itself) are served as they are
    const file = htmlFileFor(pathname, list);
    req.url = `/${file.split('/').map(encodeURIComponent).join('/')}${url.search}`;
    next();
  };
}

/** A chunk's file and the files it imports statically, recursively (what loading it fetches). */
function staticClosure(
  bundle: Rollup.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Signed-in visitors must not see the prerendered (signed-out) header's "Sign in" while the app
 * loads: the session cookie is readable here, so a line of script marks the document and the
 * button is hidden until the app renders the real header. The prerendered controls are disabled
 * until the app takes over (src/app/prerender.tsx): they look as they will, with a busy cursor.
 */
const SIGNED_IN_MARK =
  '<script>if(/(?:^|;\\s*)jb_auth=/.test(document.cookie))document.documentElement.dataset.session="signed-in"</script>' +
  '<style>[data-session=signed-in] #root[data-prerendered] [data-signed-out-only]{visibility:hidden}' +
  '#root[data-prerendered] :disabled{opacity:1;cursor:progress}</style>';

export interface PageHtml {
  head: string;
  body: string;
  /** The script that starts the page's first API calls ('' for none). */
  early: string;
  /** Request the app's code once the page has painted, rather than at once after the CSS. */
  codeAfterPaint: boolean;
  preloads: readonly string[];
  stylesheets: readonly string[];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's code is requested once the page has painted: the prerendered HTML and its CSS get the
 * connection to themselves, and the first paint never waits for JavaScript to download or run.
 * A page that shows an early text (the job's title, the first job titles on /jobs:
 * src/lib/api/early-responses.ts) waits for it to be shown and painted too, at most
 * EARLY_TEXT_WAIT_MS. Painted means reported painted (PAINT_REPORT_MS): a download that starts
 * before the paint is on screen is counted against it by Lighthouse. The entry first (the
 * largest), then the chunks it and the page import. (A hidden tab paints nothing: there it
 * starts at once.)
 */
export const EARLY_TEXT_WAIT_MS = 3_000;
/** How long the code waits at most for the browser to report the page (or its early text) painted. */
export const PAINT_REPORT_MS = 300;

/**
 * The Trusted Types policy of the line of script that requests the app's code (the site's CSP
 * names it, scripts/lib/csp.ts): a script's `src` takes a TrustedScriptURL only, and this policy
 * makes one for the page's own entry URL and nothing else. Where the browser has no Trusted Types,
 * the URL goes in as it is.
 */
const LOADER_POLICY = 'jobboard-loader';

/** The chunks' modulepreload links added per task: each starts its fetch at once, which takes the main thread several milliseconds. */
const PRELOADS_PER_TASK = 1;

function loadAfterFirstPaint(entry: string, preloads: readonly string[]): string {
  const url = JSON.stringify(entry);
  return (
    '<script>(function(){var d=0;function go(){if(d)return;d=1;var h=document.head;' +
    `var u=${url},t=window.trustedTypes;if(t)u=t.createPolicy(${JSON.stringify(LOADER_POLICY)},{createScriptURL:function(x){if(x!==${url})throw new TypeError(x);return x}}).createScriptURL(u);` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=u;h.appendChild(s);` +
    // Adding a link starts its fetch there and then, which costs the main thread: PRELOADS_PER_TASK per task.
    `var P=${JSON.stringify(preloads)};(function more(){P.splice(0,${PRELOADS_PER_TASK}).forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});if(P.length)setTimeout(more)})()}` +
    'function painted(f){if(document.visibilityState==="hidden")f();else requestAnimationFrame(function(){setTimeout(f)})}' +
    // "Painted" means reported painted: a largest-contentful-paint entry (after the frame is on
    // screen, which a task queued by the frame can precede), for a page with an early text one
    // naming it; at most PAINT_REPORT_MS later (a text that is not the largest has no
    // entry). A browser without those entries takes the frame it waited for (a frame after the
    // early text).
    'function reported(early){var P=window.PerformanceObserver,y=P&&P.supportedEntryTypes,o;' +
    'if(document.visibilityState==="hidden")return go();' +
    'if(!y||y.indexOf("largest-contentful-paint")<0)return early?painted(go):go();' +
    'function fin(){if(o)o.disconnect();go()}' +
    'o=new P(function(l){l.getEntries().forEach(function(n){if(!early||n.element&&n.element.hasAttribute("data-early-text"))fin()})});' +
    `o.observe({type:"largest-contentful-paint",buffered:true});setTimeout(fin,${PAINT_REPORT_MS})}` +
    `function after(){var w=window[${JSON.stringify(EARLY_TEXT_SHOWN)}];if(!w)return reported(0);` +
    `Promise.race([w,new Promise(function(ok){setTimeout(ok,${EARLY_TEXT_WAIT_MS})})]).then(function(){reported(1)},go)}` +
    'painted(after)})()</script>'
  );
}

/**
 * The built index.html with a page in it. The app's code either waits for the first paint
 * (loadAfterFirstPaint), or is requested at once with a low priority: after the CSS, and never
 * in the way of the first paint.
 */
export function pageHtml(
  template: string,
  { head, body, early, preloads, stylesheets, codeAfterPaint }: PageHtml,
): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (
    !/<title>[^<]*<\/title>/.test(template) ||
    !template.includes('<div id="root"></div>') ||
    !entry
  ) {
    throw new Error(
      'prerender: index.html needs a <title>, an empty <div id="root"></div> and the entry script',
    );
  }
  const entryPreloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const code = [...entryPreloads, ...preloads];
  const links = [
    ...stylesheets.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...(codeAfterPaint
      ? []
      : [
          `<script type="module" crossorigin fetchpriority="low" src="${escapeAttribute(entry)}"></script>`,
          ...code.map(
            (href) =>
              `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(href)}">`,
          ),
        ]),
  ];
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => head + early)
    .replace(
      '</head>',
      () => `  ${SIGNED_IN_MARK}${links.map((s) => `\n    ${s}`).join('')}\n  </head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${body}</div>`)
    .replace('</body>', () =>
      codeAfterPaint ? `  ${loadAfterFirstPaint(entry, code)}\n  </body>` : '</body>',
    );
}

/** Every HTML file (the fallback too): connect to the API's origin while the page loads. */
export function withPreconnect(html: string, apiOrigin: string): string {
  return html.replace(
    '</title>',
    () => `</title>\n    <link rel="preconnect" href="${escapeAttribute(apiOrigin)}" crossorigin>`,
  );
}

const REDIRECTS = `# How URLs map to the HTML files \`vite build\` writes (decision 007; Netlify and Cloudflare
# Pages read this file, other hosts need the same rules). Files that exist are served as they
# are: / is index.html, /jobs is jobs.html, /about-us is about-us.html, and so on.
/job/*  /job/[slug].html  200
/*      /${SPA_FALLBACK}  200
`;

export function prerender(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | null = null;

  async function renderAll() {
    const output = bundle;
    if (!output) return; // the client build failed: nothing to render into
    const root = config.root;
    const outDir = resolve(root, config.build.outDir);
    const tmp = join(outDir, '.prerender');
    const started = Date.now();

    // The pages' renderer, built for Node with this same configuration (aliases, env, plugins).
    await build({
      configFile: config.configFile,
      root,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: resolve(root, PRERENDER_ENTRY),
        outDir: tmp,
        emptyOutDir: true,
        minify: false,
        sourcemap: false,
        manifest: false,
        copyPublicDir: false,
        reportCompressedSize: false,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    try {
      const app = (await import(pathToFileURL(join(tmp, 'prerender.mjs')).href)) as PrerenderModule;
      const chunks = Object.values(output).filter(
        (c): c is Rollup.OutputChunk => c.type === 'chunk',
      );
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('prerender: no entry chunk in the build');
      const inEntry = staticClosure(output, entry.fileName);
      const chunkOf = (module: string) => {
        const id = resolve(root, module);
        const chunk = chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`prerender: ${module} is in no chunk of the build`);
        return chunk.fileName;
      };

      const template = withPreconnect(
        await readFile(join(outDir, 'index.html'), 'utf8'),
        app.apiOrigin,
      );
      await writeFile(join(outDir, SPA_FALLBACK), template);
      for (const page of app.PRERENDERED_PAGES) {
        const files = new Set<string>();
        for (const module of page.modules) staticClosure(output, chunkOf(module), files);
        const own = [...files].filter((file) => !inEntry.has(file));
        const css = own.flatMap((file) => [
          ...((output[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []),
        ]);
        const rendered = await app.renderPage(page);
        const html = pageHtml(template, {
          ...rendered,
          early: await app.earlyFetchScript(page),
          codeAfterPaint: page.codeAfterPaint,
          preloads: own.map((file) => config.base + file),
          stylesheets: [...new Set(css)].map((file) => config.base + file),
        });
        await mkdir(dirname(join(outDir, page.file)), { recursive: true });
        await writeFile(join(outDir, page.file), html);
      }
      await writeFile(join(outDir, '_redirects'), REDIRECTS);
      // The security headers (scripts/lib/csp.ts), with the hashes of the inline scripts of the
      // HTML files just written; then the files are read again to check that each script is there.
      const headers = securityHeaders({
        scriptHashes: builtScriptHashes(outDir),
        apiOrigin: app.apiOrigin,
        storageOrigins: storageOrigins(app.apiOrigin, config.env.VITE_STORAGE_ORIGIN),
        gtmId: config.env.VITE_GTM_ID,
      });
      await writeFile(join(outDir, '_headers'), headersFile(headers));
      const problems = checkBuiltHeaders(outDir);
      if (problems.length) throw new Error(`prerender: _headers\n  ${problems.join('\n  ')}`);
      // The edge handler with the same headers (edge/, docs/deploy.md): Cloudflare Pages runs
      // _worker.js in front of the files; a Worker with static assets does not serve it as a file.
      const edge = { securityHeaders: headers, apiBaseUrl: app.apiBase };
      await writeFile(join(outDir, EDGE_BUNDLE), await bundleEdge(root, edge));
      await writeFile(join(outDir, EDGE_BUILD_FILE), JSON.stringify(edge));
      await writeFile(
        join(outDir, '.assetsignore'),
        [EDGE_BUNDLE, EDGE_BUILD_FILE, '_headers', '_redirects', ''].join('\n'),
      );
      await recordPrerendered(
        outDir,
        app.PRERENDERED_PAGES.map((page) => page.route),
      );
      config.logger.info(
        `prerendered ${app.PRERENDERED_PAGES.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }

  return {
    name: 'jobboard-prerender',
    // The client build renders; `vite preview` serves the files; the dev server and the Node
    // build of the renderer itself have nothing to do with either.
    apply: (_, env) => Boolean(env.isPreview) || (env.command === 'build' && !env.isSsrBuild),
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_, output) {
      bundle = output;
    },
    async closeBundle() {
      await renderAll();
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        prerenderedPagesMiddleware(resolve(server.config.root, server.config.build.outDir)),
      );
    },
  };
}

/** builds/meta/{id}.json lists the prerendered routes (contract: BuildMeta.prerendered). */
async function recordPrerendered(outDir: string, routes: string[]) {
  const latest = join(outDir, 'builds', 'latest.json');
  if (!existsSync(latest)) return;
  const { id } = JSON.parse(await readFile(latest, 'utf8')) as { id: string };
  const file = join(outDir, 'builds', 'meta', `${id}.json`);
  const meta = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...meta, prerendered: routes }));
}
