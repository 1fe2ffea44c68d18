// The interactions half of scripts/perf.mjs: a phone-sized Chromium page (390 × 844) with its CPU
// slowed down 4× (CDP Emulation.setCPUThrottlingRate), a fresh browser context per run (cold
// cache, its own cookies), the local backend reset before each run. For each interaction: the page
// is loaded and left to settle (no request in flight for a second, then an idle callback), then
// the user's action is taken, the UI it leads to is awaited, and one more second is left for what
// follows. Measured:
//   - INP: Event Timing entries (PerformanceObserver type 'event', durationThreshold 16,
//     buffered), the longest entry of each interaction, the longest interaction (web-vitals' way);
//   - the JavaScript fetched from the action to the end (Resource Timing): each file's gzip body
//     as served (encodedBodySize) and its transferSize (the body plus Chromium's fixed 300 bytes
//     for the headers); a file served from the cache (transferSize 0) was not fetched.
import { inp, interactionLatencies } from './perf-figures.mjs';

export const VIEWPORT = { width: 390, height: 844 };
export const CPU_SLOWDOWN = 4;
/** What is left to happen after the awaited UI has appeared. */
const SETTLE_MS = 1000;
/** Time allowed for any one step (a throttled page on a busy 2-core machine). */
const STEP_TIMEOUT_MS = 60_000;

/** The seeded candidate (mock/fake/store.ts) and the local backend's password for every account. */
const CANDIDATE = 'maya.okafor@example.com';
const DEV_PASSWORD = 'correct-horse-battery-staple';
const KEYWORD = 'engineer';
/** Typing speed: a fast typist on a phone (about 8 characters a second). */
const KEY_DELAY_MS = 120;

/** Runs in the page before its own scripts: keeps every Event Timing entry of 16 ms or more. */
function observeEvents() {
  performance.setResourceTimingBufferSize(100_000);
  const kept = [];
  globalThis.__perfEvents = kept;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      kept.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
      });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/**
 * Counts the page's requests in flight. `quiet()` waits until none has been in flight for a
 * second (at most 15 s: a request that never ends does not hold the run), then for an idle
 * callback: what the page fetches on its own once loaded (idle-time preloads) is not counted
 * against the action that follows.
 */
function trackNetwork(page) {
  let inFlight = 0;
  let changed = Date.now();
  const count = (step) => () => {
    inFlight += step;
    changed = Date.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  return async function quiet() {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - changed < 1000))
      await new Promise((resolve) => setTimeout(resolve, 100));
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          globalThis.requestIdleCallback(() => resolve(), { timeout: 2000 }),
        ),
    );
  };
}

/** js-cookie's encoding, as the app writes its session cookies (e2e/support/real-session.ts). */
const cookieValue = (value) => encodeURIComponent(JSON.stringify(value));

/** Logs the candidate in (a few tries: Prism can answer 502 for a moment on a busy machine). */
async function logIn(apiUrl) {
  let status = 0;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    const response = await fetch(`${apiUrl}/v2/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CANDIDATE, password: DEV_PASSWORD }),
    }).catch(() => null);
    status = response?.status ?? 0;
    if (status === 200) return response.json();
    if (status > 0 && status < 500) break;
  }
  throw new Error(`perf: signing in as ${CANDIDATE} failed: ${status || 'no answer'}`);
}

/** The session cookies the app itself writes after a login (a candidate has no company). */
async function signIn(context, apiUrl, origin) {
  const session = await logIn(apiUrl);
  const cookie = (name, value) => ({ name, value, url: origin, sameSite: 'Strict' });
  await context.addCookies([
    cookie('jb_auth', cookieValue({ access: session.access, refresh: session.refresh })),
    cookie('jb_user', cookieValue(session.user)),
  ]);
}

/**
 * The jobs the interactions use, from the freshly reset backend: the first job of /jobs' first
 * page the seeded candidate has not applied to (Apply), and the first she has not saved (Save).
 */
export async function pickJobs(apiUrl, resetUrl) {
  await fetch(resetUrl, { method: 'POST' });
  const { access } = await logIn(apiUrl);
  const headers = { authorization: `Bearer ${access}` };
  const list = await (await fetch(`${apiUrl}/v2/public/jobs/?page=1&page_size=20`)).json();
  const details = [];
  for (const job of list.results ?? [])
    details.push(await (await fetch(`${apiUrl}/v2/public/jobs/${job.slug}/`, { headers })).json());
  const apply = details.find((job) => job.has_applied === false);
  const save = details.find((job) => job.is_saved === false);
  if (!apply || !save) throw new Error('perf: no job the seeded candidate can apply to and save');
  return { apply: { slug: apply.slug, title: apply.title }, save: { title: save.title } };
}

const jobsReady = (page) =>
  Promise.all([
    page.getByRole('heading', { level: 2, name: /^\d+ jobs?$/ }).waitFor(),
    page.getByRole('searchbox', { name: 'Keyword', disabled: false }).waitFor(),
  ]);
const applyButton = (page) =>
  page.getByRole('button', { name: 'Apply now', exact: true, disabled: false });
const saveButton = (page, title, saved) =>
  page.getByRole('button', {
    name: `${saved ? 'Saved' : 'Save'} ${title}`,
    exact: true,
    pressed: saved,
    disabled: false,
  });

/**
 * The measured interactions. `prepare` runs before the measurement (and the page is left to
 * settle again after it); `act` is the measured action; `shown` awaits the UI it leads to.
 */
export const INTERACTIONS = [
  {
    key: 'typing',
    label: `Type "${KEYWORD}" in the /jobs search box (each keystroke)`,
    path: () => '/jobs',
    ready: jobsReady,
    // Focus by script: not an interaction, so only the keystrokes are measured.
    prepare: (page) => page.getByRole('searchbox', { name: 'Keyword' }).focus(),
    act: (page) => page.keyboard.type(KEYWORD, { delay: KEY_DELAY_MS }),
    shown: (page) =>
      page.waitForFunction(
        (word) => globalThis.document.querySelector('input[type="search"]')?.value === word,
        KEYWORD,
      ),
  },
  {
    key: 'filter',
    label: 'Tick a filter on /jobs (Workplace: Remote)',
    path: () => '/jobs',
    ready: jobsReady,
    // At 390 px the filters are behind their button.
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('checkbox', { name: 'Remote' }).waitFor();
    },
    act: (page) => page.getByRole('checkbox', { name: 'Remote' }).click(),
    shown: async (page) => {
      await page.getByRole('checkbox', { name: 'Remote', checked: true }).waitFor();
      await page.waitForURL(/[?&]workplace_type=remote/);
    },
  },
  {
    key: 'open-job',
    label: 'Open a job from /jobs (click the first card)',
    path: () => '/jobs',
    ready: jobsReady,
    prepare: async (page, state) => {
      state.card = page.getByRole('region', { name: 'Job results' }).locator('h3 a').first();
      state.title = (await state.card.textContent())?.trim();
    },
    act: (page, state) => state.card.click(),
    shown: (page, state) =>
      page.getByRole('heading', { level: 1, name: state.title, exact: true }).waitFor(),
  },
  {
    key: 'apply-signed-out',
    label: 'Apply on a job page, signed out (the sign-in dialog)',
    path: (jobs) => `/job/${jobs.apply.slug}`,
    ready: (page) => applyButton(page).waitFor(),
    act: (page) => applyButton(page).click(),
    shown: (page) => page.getByRole('dialog', { name: 'Ready for your next chapter?' }).waitFor(),
  },
  {
    key: 'apply-signed-in',
    label: 'Apply on a job page, signed in (the apply dialog)',
    signedIn: true,
    path: (jobs) => `/job/${jobs.apply.slug}`,
    ready: (page) => applyButton(page).waitFor(),
    act: (page) => applyButton(page).click(),
    shown: (page, state, jobs) =>
      page.getByRole('dialog', { name: `Apply for ${jobs.apply.title}` }).waitFor(),
  },
  {
    key: 'save',
    label: 'Save a job on /jobs, signed in (a card\u2019s Save)',
    signedIn: true,
    path: () => '/jobs',
    ready: async (page, state, jobs) => {
      await jobsReady(page);
      await saveButton(page, jobs.save.title, false).waitFor();
    },
    act: (page, state, jobs) => saveButton(page, jobs.save.title, false).click(),
    shown: (page, state, jobs) => saveButton(page, jobs.save.title, true).waitFor(),
  },
];

/**
 * One run of one interaction in a fresh context. Returns its INP (0: every event under 16 ms), the
 * latency of each interaction it made (a keystroke each when typing) and the JavaScript fetched
 * from the action on.
 */
export async function measureInteraction(browser, { interaction, origin, apiUrl, resetUrl, jobs }) {
  await fetch(resetUrl, { method: 'POST' });
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (interaction.signedIn) await signIn(context, apiUrl, origin);
    await context.addInitScript(observeEvents);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const quiet = trackNetwork(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const state = {};
    await page.goto(`${origin}${interaction.path(jobs)}`);
    await interaction.ready(page, state, jobs);
    await quiet();
    if (interaction.prepare) {
      await interaction.prepare(page, state, jobs);
      await quiet();
    }
    const since = await page.evaluate(() => performance.now());
    await interaction.act(page, state, jobs);
    await interaction.shown(page, state, jobs);
    await page.waitForTimeout(SETTLE_MS);
    const { events, scripts } = await page.evaluate(
      (t0) => ({
        events: globalThis.__perfEvents,
        scripts: performance
          .getEntriesByType('resource')
          .filter(
            (e) =>
              e.startTime >= t0 && e.transferSize > 0 && /\.m?js$/.test(new URL(e.name).pathname),
          )
          .map((e) => ({
            path: new URL(e.name).pathname.slice(1),
            body: e.encodedBodySize,
            transfer: e.transferSize,
          })),
      }),
      since,
    );
    return {
      inp: inp(events, since),
      latencies: interactionLatencies(events, since),
      scripts,
    };
  } finally {
    await context.close();
  }
}
