import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_RESPONSES,
  earlyCallsScript,
  fetchOrTakeEarly,
  recordRequests,
} from './early-responses';

const URL_A = 'http://api.test/v2/public/jobs/senior-frontend-engineer-northwind/';
const early = globalThis as unknown as Record<
  string,
  Record<string, Promise<Response | null>> | undefined
>;

afterEach(() => {
  delete early[EARLY_RESPONSES];
});

describe('fetchOrTakeEarly', () => {
  it('answers the first identical GET with the response the page asked for early, once', async () => {
    early[EARLY_RESPONSES] = { [URL_A]: Promise.resolve(new Response('{"early":true}')) };
    const network = vi.fn(async () => new Response('{"early":false}'));
    const first = await fetchOrTakeEarly(new Request(URL_A), network);
    expect(await first.json()).toEqual({ early: true });
    expect(network).not.toHaveBeenCalled();
    const second = await fetchOrTakeEarly(new Request(URL_A), network);
    expect(await second.json()).toEqual({ early: false });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('goes to the network when the early request failed', async () => {
    early[EARLY_RESPONSES] = { [URL_A]: Promise.resolve(null) };
    const network = vi.fn(async () => new Response('{}'));
    await fetchOrTakeEarly(new Request(URL_A), network);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another URL', new Request(`${URL_A}related/?limit=4`)],
    ['a signed-in request', new Request(URL_A, { headers: { Authorization: 'Bearer token' } })],
    ['a write', new Request(URL_A, { method: 'POST', body: '{}' })],
  ])('leaves %s to the network', async (_, request) => {
    early[EARLY_RESPONSES] = { [URL_A]: Promise.resolve(new Response('{"early":true}')) };
    const network = vi.fn(async () => new Response('{}'));
    await fetchOrTakeEarly(request, network);
    expect(network).toHaveBeenCalledTimes(1);
    expect(early[EARLY_RESPONSES]?.[URL_A]).toBeDefined();
  });

  it('goes to the network on a page that asked for nothing early', async () => {
    const network = vi.fn(async () => new Response('{}'));
    await fetchOrTakeEarly(new Request(URL_A), network);
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('recordRequests', () => {
  it('lists the GETs made, sends none, and puts fetch back', async () => {
    const network = globalThis.fetch;
    const urls = await recordRequests(async () => {
      await Promise.allSettled([
        globalThis.fetch(URL_A),
        globalThis.fetch(URL_A),
        globalThis.fetch(URL_A, { method: 'POST' }),
      ]);
      await expect(globalThis.fetch(URL_A)).rejects.toThrow(/no network/);
    });
    expect(urls).toEqual([URL_A]);
    expect(globalThis.fetch).toBe(network);
  });
});

describe('earlyCallsScript', () => {
  const JOB = 'http://api.test/v2/public/jobs/PARAM/';
  const RELATED = 'http://api.test/v2/related-jobs/PARAM/?limit=4';
  const script = earlyCallsScript({
    route: '/job/:slug',
    urls: [JOB, RELATED],
    param: /^[a-z0-9-]+$/,
    placeholder: 'PARAM',
    text: { call: '/public/jobs/', show: [{ field: 'title', into: 'job-title' }] },
  });
  /** Runs the script's code as the browser would at the top of the page. */
  const run = () => new Function(script.replace(/^<script>|<\/script>$/g, ''))();
  const answers: Record<string, () => Response> = {
    'http://api.test/v2/public/jobs/fleet-dispatcher/': () =>
      Response.json({ title: 'Fleet dispatcher (evenings)', slug: 'fleet-dispatcher' }),
    'http://api.test/v2/related-jobs/fleet-dispatcher/?limit=4': () => Response.json([]),
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  function prerenderedShell() {
    document.body.innerHTML =
      '<div id="root" data-prerendered><h1 data-early-text="job-title"></h1></div>';
    return document.querySelector('h1')!;
  }

  it("starts the page's calls and shows the job's title in the prerendered heading; the app still gets the whole answer", async () => {
    const fetchMock = vi.fn(
      async (url: string) => answers[url]?.() ?? new Response(null, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/job/fleet-dispatcher');
    const heading = prerenderedShell();
    run();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(Object.keys(answers));
    await vi.waitFor(() => expect(heading.textContent).toBe('Fleet dispatcher (evenings)'));
    const network = vi.fn(async () => new Response('{}'));
    const taken = await fetchOrTakeEarly(
      new Request('http://api.test/v2/public/jobs/fleet-dispatcher/'),
      network,
    );
    expect(await taken.json()).toEqual({
      title: 'Fleet dispatcher (evenings)',
      slug: 'fleet-dispatcher',
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('shows nothing for a job that is not found, or once the app has replaced the prerendered page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"title":"x"}', { status: 404 })),
    );
    window.history.replaceState(null, '', '/job/fleet-dispatcher');
    const missing = prerenderedShell();
    run();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(missing.textContent).toBe('');

    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answers[url]!()),
    );
    const replaced = prerenderedShell();
    document.getElementById('root')!.removeAttribute('data-prerendered');
    run();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replaced.textContent).toBe('');
  });
});

describe('earlyCallsScript on a list page', () => {
  const LIST = 'http://api.test/v2/public/jobs/?page=1&page_size=20';
  const script = earlyCallsScript({
    route: '/jobs',
    urls: [LIST],
    placeholder: 'PARAM',
    text: {
      call: '/public/jobs/',
      show: [0, 1, 2].map((i) => ({ field: `results.${i}.title`, into: `card-${i}` })),
    },
  });
  const run = () => new Function(script.replace(/^<script>|<\/script>$/g, ''))();

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("fills each card's title from the answer's path; a card the answer has no job for stays empty", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ count: 2, results: [{ title: 'Baker' }, { title: 'Night nurse' }] }),
      ),
    );
    window.history.replaceState(null, '', '/jobs');
    document.body.innerHTML =
      '<div id="root" data-prerendered>' +
      [0, 1, 2].map((i) => `<div data-early-text="card-${i}"></div>`).join('') +
      '</div>';
    run();
    const texts = () =>
      [...document.querySelectorAll('[data-early-text]')].map((el) => el.textContent);
    await vi.waitFor(() => expect(texts()).toEqual(['Baker', 'Night nurse', '']));
    const taken = await fetchOrTakeEarly(new Request(LIST), vi.fn());
    expect((await taken.json()).count).toBe(2);
  });
});
