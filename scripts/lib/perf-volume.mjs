// `npm run perf -- --volume`: a job's applications at volume (the volume seed, MOCK_VOLUME:
// Northwind's "Customer Success Associate" with 3,000 applications, mock/fake/volume-seed.ts),
// as the owner sees them at 1280 × 900. Prints figures; asserts nothing.
//
// - Pipeline, first cards: from navigation start to the first card of the first column
//   (performance.now() when it is in the DOM), the job's page opened with ?view=pipeline, at
//   full CPU speed (the loads are timed unthrottled; only the move runs at 4×).
// - Pipeline, a move's INP at 4× CPU slowdown: a card's "Move to…" menu opened, then an item
//   picked (Event Timing, durationThreshold 16: the longest interaction, and each of the two;
//   0 means under 16 ms).
// - JS heap: performance.memory.usedJSHeapSize (Chromium) once the pipeline has loaded and a
//   column has shown more.
// - List, page 100: the list view opened, then page 100 asked for by the URL (?page=100, as the
//   pager's link does) until its first card shows.

const OWNER = 'jonas.weber@northwind-analytics.example';
const DEV_PASSWORD = 'correct-horse-battery-staple';
const VOLUME_JOB = '5c1d7a3e-9f2b-4c6d-8e1a-3b5f7d9c0a24';
export const VOLUME_VIEWPORT = { width: 1280, height: 900 };
const CPU_SLOWDOWN = 4;

/** Keeps every Event Timing entry of 16 ms or more (runs before the page's scripts). */
function observeEvents() {
  const kept = [];
  globalThis.__perfEvents = kept;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      kept.push({ interactionId: e.interactionId, startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

const cookieValue = (value) => encodeURIComponent(JSON.stringify(value));

async function ownerContext(browser, apiUrl, origin) {
  const response = await fetch(`${apiUrl}/v2/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER, password: DEV_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`perf: signing in as ${OWNER}: ${response.status}`);
  const session = await response.json();
  const context = await browser.newContext({ viewport: VOLUME_VIEWPORT });
  const cookie = (name, value) => ({ name, value, url: origin, sameSite: 'Strict' });
  await context.addCookies([
    cookie('jb_auth', cookieValue({ access: session.access, refresh: session.refresh })),
    cookie('jb_user', cookieValue(session.user)),
    cookie('jb_company', cookieValue({ selected: session.user.employers[0].employer_id })),
  ]);
  await context.addInitScript(observeEvents);
  return context;
}

/** A page, and a switch for its CPU slowdown (on only for the move: loads are timed at full speed). */
async function newPage(context) {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  const slow = (on) => cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
  return { page, slow };
}

/** The longest interaction since `t0` (ms), by interactionId; 0 when none reached 16 ms. */
function inp(events, t0) {
  const byId = new Map();
  for (const e of events)
    if (e.interactionId && e.startTime >= t0)
      byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
  return Math.max(0, ...byId.values());
}

/** One run: the pipeline (first cards, a move's INP, heap), then the list's page 100. */
export async function measureVolume(browser, { origin, apiUrl, resetUrl }) {
  await fetch(resetUrl, { method: 'POST' });
  const details = `${origin}/employer/job/details/${VOLUME_JOB}`;
  const context = await ownerContext(browser, apiUrl, origin);
  try {
    const { page, slow } = await newPage(context);
    await page.goto(`${details}?view=pipeline`, { waitUntil: 'commit' });
    await page.getByRole('article').first().waitFor();
    const firstCards = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');

    // A move: open a submitted card's menu and pick In review (no confirmation for that move).
    // What the run clicks is found before the clock starts, and what it waits for is found by CSS:
    // a role query walks the whole board on the main thread (about 35 ms at 4×), and polled while
    // an interaction is under way it delays that interaction's paint and is counted in its INP.
    const submitted = page.getByRole('region', { name: /^Submitted \(/ });
    const card = submitted.getByRole('article').first();
    const name = await card.getByRole('heading').textContent();
    const menuButton = await card.getByRole('button', { name: `Move ${name} to…` }).elementHandle();
    await slow(true);
    const since = await page.evaluate(() => performance.now());
    await menuButton.click();
    const inReview = page.locator('[role="menuitem"]', { hasText: 'In review' });
    await inReview.waitFor();
    await page.waitForTimeout(500);
    const pick = await inReview.elementHandle();
    const picked = await page.evaluate(() => performance.now());
    await pick.click();
    await page.locator(`article[aria-label="Application from ${name}"]`).first().waitFor();
    await page.waitForFunction(
      (label) =>
        [...globalThis.document.querySelectorAll('section[aria-labelledby]')].some(
          (column) =>
            column.querySelector('h3')?.textContent?.startsWith('In review') &&
            column.querySelector(`article[aria-label="${label}"]`),
        ),
      `Application from ${name}`,
      { polling: 250 },
    );
    await page.waitForTimeout(1000);
    const events = await page.evaluate(() => globalThis.__perfEvents);
    const moveInp = inp(events, since);
    const openInp = inp(
      events.filter((e) => e.startTime < picked),
      since,
    );
    const pickInp = inp(events, picked);
    await slow(false);

    // Show more once in Submitted, then the heap.
    await submitted.getByRole('button', { name: /^Show more in Submitted/ }).click();
    await page.waitForLoadState('networkidle');
    const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);

    // The list, then its page 100.
    const { page: list } = await newPage(context);
    await list.goto(details);
    await list.getByRole('article').first().waitFor();
    await list.waitForLoadState('networkidle');
    const answered = list.waitForResponse((r) => /[?&]page=100(&|$)/.test(r.url()));
    const t0 = Date.now();
    // As the pager's link does: the router navigates to ?page=100 (the previous page stays on
    // screen, aria-busy, until it arrives).
    await list.evaluate((url) => {
      globalThis.history.pushState(null, '', url);
      globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
    }, `${details}?page=100`);
    await answered;
    await list.locator('ul[aria-busy="true"]').waitFor({ state: 'detached' });
    const page100 = Date.now() - t0;
    return { firstCards, moveInp, openInp, pickInp, heapMb: heap / 1024 / 1024, page100 };
  } finally {
    await context.close();
  }
}
