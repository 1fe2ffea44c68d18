/**
 * Phones: at 390 × 844 no page is wider than the screen, every control on it
 * can be reached without a sideways swipe, and every dialog fits the screen with its title whole
 * and clear of the close button. Every route as each kind of user who can see it, and every
 * dialog (and menu) the app opens, against the local backend with real sessions.
 *
 * Both tables are data: add a route or a dialog as one line.
 *
 * Over 350 lines on purpose: one spec for this area, its tests sharing the set-up and helpers
 * above; split it by describe block if it grows further.
 */
import { type Locator, type Page } from '@playwright/test';
import { API_URL, expect as baseExpect, mailbox, test } from './support/test';
import { signInWithPassword } from './support/real-session';
import { signInAs } from './support/session';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

type Who =
  | 'signed out'
  | 'candidate'
  | 'employer'
  | 'member'
  | 'employer of two companies'
  | 'employer without a company';

/** Seeded accounts (mock/fake/store.ts); the one without a company is the contract's example user. */
const accounts: Partial<Record<Who, string>> = {
  candidate: 'maya.okafor@example.com',
  employer: 'jonas.weber@northwind-analytics.example',
  member: 'priya.natarajan@northwind-analytics.example',
  'employer of two companies': 'sofia.marques@lumen-and-oak.example',
};

async function signIn(page: Page, who: Who): Promise<void> {
  if (who === 'signed out') return;
  if (who === 'employer without a company') {
    await signInAs(page, 'employerNoCompany', { answeredBy: 'backend' });
    return;
  }
  await signInWithPassword(page, accounts[who]!);
}

const JOB = 'wind-turbine-field-service-technician-helios';
const EMPLOYER_JOB = '478e8225-9d61-48b1-9819-86f0bb204187'; // Northwind's "Senior Frontend Engineer (React)", 3 applications
const COMPANY = 'northwind-analytics';
const PUBLIC: Who[] = ['signed out', 'candidate', 'employer', 'member'];
const EMPLOYERS: Who[] = ['employer', 'member'];

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

interface RouteCase {
  path: string | ((page: Page) => Promise<string>);
  /** Shows once the page has its data (skeletons are waited for as well). */
  ready: (page: Page) => Locator;
  users: Who[];
}

/** A real password-reset link for Maya, from the backend's mail catcher. */
async function resetLink(page: Page): Promise<string> {
  await page.request.post(`${API_URL}/v2/auth/password-reset/`, {
    data: { email: 'maya.okafor@example.com' },
  });
  const [mail] = await mailbox('maya.okafor@example.com');
  const link = new URL(mail!.link);
  return `${link.pathname}${link.search}`;
}

/** Every route of src/app/router.tsx, with the users who can see it. */
const routes: RouteCase[] = [
  { path: '/', ready: (p) => p.getByRole('heading', { name: 'Newest jobs' }), users: PUBLIC },
  {
    path: '/jobs',
    ready: (p) => p.getByRole('heading', { level: 2, name: /^\d+ jobs$/ }),
    users: PUBLIC,
  },
  {
    path: `/job/${JOB}`,
    ready: (p) => p.getByRole('heading', { name: 'Similar jobs' }),
    users: PUBLIC,
  },
  { path: '/about-us', ready: h1('About Us'), users: PUBLIC },
  { path: '/privacy-policy', ready: h1('Privacy Policy'), users: PUBLIC },
  { path: '/terms-and-conditions', ready: h1('Terms and Conditions'), users: PUBLIC },
  { path: '/no-such-page', ready: h1(/can't seem to find the page/), users: PUBLIC },
  { path: '/job/no-such-job', ready: h1(/can't seem to find the page/), users: ['signed out'] },
  { path: '/forgot-password', ready: h1('Forgot your password?'), users: ['signed out'] },
  {
    path: resetLink,
    ready: (p) => p.getByRole('button', { name: 'Set new password' }),
    users: ['signed out'],
  },
  {
    path: '/employer/sign-in',
    ready: h1('Sign in to your employer account'),
    users: ['signed out'],
  },
  {
    path: '/applied-jobs',
    ready: (p) => p.getByRole('heading', { level: 2, name: 'Data Engineer' }),
    users: ['candidate'],
  },
  {
    path: '/profile',
    ready: (p) => p.getByRole('list', { name: 'Your resumes' }),
    users: ['candidate'],
  },
  {
    path: '/settings/notification',
    ready: (p) => p.getByRole('switch').first(),
    users: ['candidate'],
  },
  {
    path: '/settings/security',
    ready: (p) => p.getByRole('button', { name: 'Change password' }),
    users: ['candidate'],
  },
  {
    path: '/applied-jobs',
    ready: (p) => p.getByRole('heading', { name: 'Sign in to see this page' }),
    users: ['signed out'],
  },
  {
    path: '/profile',
    ready: (p) => p.getByRole('heading', { name: 'Sign in to see this page' }),
    users: ['signed out'],
  },
  {
    path: '/employer/select-company',
    ready: h1('Choose a company'),
    users: ['employer of two companies'],
  },
  {
    path: '/employer/onboarding',
    ready: (p) => p.getByRole('button', { name: 'Create company' }),
    users: ['employer without a company'],
  },
  {
    path: '/employer/onboarding?new=1',
    ready: (p) => p.getByRole('button', { name: 'Create company' }),
    users: ['employer of two companies'],
  },
  {
    path: '/employer',
    ready: (p) => p.getByRole('region', { name: 'Newest jobs' }).getByRole('listitem').first(),
    users: EMPLOYERS,
  },
  {
    path: '/employer/jobs',
    ready: (p) => p.getByRole('region', { name: 'Jobs' }).getByRole('row').nth(1),
    users: EMPLOYERS,
  },
  {
    path: '/employer/jobs?status=archived',
    ready: (p) => p.getByRole('region', { name: 'Jobs' }).getByRole('row').nth(1),
    users: ['employer'],
  },
  { path: '/employer/job', ready: h1('Post a job'), users: EMPLOYERS },
  { path: `/employer/job/${EMPLOYER_JOB}`, ready: h1('Edit job'), users: EMPLOYERS },
  {
    path: `/employer/job/details/${EMPLOYER_JOB}`,
    ready: (p) => p.getByRole('article').first(),
    users: EMPLOYERS,
  },
  {
    path: `/employer/${COMPANY}`,
    ready: (p) =>
      p
        .getByRole('region', { name: /Open jobs/ })
        .getByRole('listitem')
        .first(),
    users: EMPLOYERS,
  },
  { path: '/employer/no-such-company', ready: h1('Company not found'), users: ['employer'] },
  {
    // The contract example's pending invitation (Lea, to Northwind): each user sees its own state.
    path: '/employer/invitation/inv-4k7q2m9x8c3v6b1n5z0w2r7t4y9p3s8d',
    ready: h1(/Northwind Analytics|another account/),
    users: PUBLIC,
  },
  {
    path: '/employer/team',
    ready: (p) =>
      p
        .getByRole('region', { name: /^Members/ })
        .getByRole('row')
        .nth(1),
    users: EMPLOYERS,
  },
  {
    path: '/employer/profile/user',
    ready: (p) => p.getByRole('button', { name: 'Save changes' }),
    users: EMPLOYERS,
  },
  {
    path: '/employer/profile/notification',
    ready: (p) => p.getByRole('switch').first(),
    users: EMPLOYERS,
  },
  {
    path: '/employer/profile/security',
    ready: (p) => p.getByRole('button', { name: 'Change password' }),
    users: EMPLOYERS,
  },
];

/** Waits for the page's own content, then for every skeleton to be gone. */
async function settle(page: Page, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await expect(page.locator('[data-slot=skeleton]')).toHaveCount(0);
}

/** Page width, and what sticks out when it is too wide (to say where in the failure). */
async function widthReport(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      return `<${el.tagName.toLowerCase()}> “${label}” right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const width = window.innerWidth;
    const wide = document.documentElement.scrollWidth;
    const sticksOut = (el: Element | null) =>
      !!el && el.getBoundingClientRect().right > width + 0.5;
    // The outermost elements that stick out (their children follow them).
    const culprits =
      wide > width
        ? [...document.body.querySelectorAll('*')]
            .filter((el) => sticksOut(el) && !sticksOut(el.parentElement))
            .slice(0, 5)
            .map(describe)
        : [];
    return { width, wide, culprits };
  });
}

/**
 * Controls that sit (partly) beside the screen: reachable only with a sideways swipe, in the
 * page or in a scrolling box. Visually hidden ones (1 px, sr-only) are left out.
 */
async function controlsOffScreen(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=combobox], [role=tab], [role=switch], [role=menuitem]';
    const onScreen = (box: DOMRect) => box.left >= -0.5 && box.right <= window.innerWidth + 0.5;
    // A control in a row that scrolls sideways (a tab list at 390 px) is reached by scrolling that
    // row, which is itself on screen: not beside the screen.
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if (overflow === 'auto' || overflow === 'scroll')
          return onScreen(p.getBoundingClientRect());
      }
      return false;
    };
    return [...root.querySelectorAll(selector)]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        if (getComputedStyle(el).visibility === 'hidden') return false;
        return !onScreen(box) && !inScroller(el);
      })
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()}> “${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}”`,
      );
  });
}

/**
 * Framed boxes (a visible side border: cards, panels, inputs) that touch a side of the screen: the
 * page forgot its gutter. Full-bleed bands have no side border and are left out.
 */
async function framesAtTheEdge(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const visible = (width: string, style: string, color: string) =>
      parseFloat(width) > 0 && style !== 'none' && !/rgba\(.*,\s*0\)$/.test(color);
    return [...root.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        const css = getComputedStyle(el);
        const left = visible(css.borderLeftWidth, css.borderLeftStyle, css.borderLeftColor);
        const right = visible(css.borderRightWidth, css.borderRightStyle, css.borderRightColor);
        return (left && box.left < 4) || (right && box.right > window.innerWidth - 4);
      })
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`);
  });
}

async function expectPageFits(page: Page, what: string): Promise<void> {
  const { width, wide, culprits } = await widthReport(page);
  expect
    .soft(wide, `${what} is ${wide} px wide on a ${width} px screen: ${culprits.join(', ')}`)
    .toBeLessThanOrEqual(width);
  expect
    .soft(await controlsOffScreen(page.locator('body')), `${what}: controls beside the screen`)
    .toEqual([]);
  expect
    .soft(
      await framesAtTheEdge(page.locator('main')),
      `${what}: boxes flush against the screen's edge`,
    )
    .toEqual([]);
}

for (const who of [...new Set(routes.flatMap((r) => r.users))]) {
  test(`every page fits a 390 px screen (${who})`, async ({ page }) => {
    await signIn(page, who);
    for (const route of routes.filter((r) => r.users.includes(who))) {
      const path = typeof route.path === 'string' ? route.path : await route.path(page);
      await test.step(path, async () => {
        await page.goto(path);
        await settle(page, route.ready(page));
        await expectPageFits(page, path);
      });
    }
  });
}

test('beside the side nav (768 px), the employer tables keep every action in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, 'employer');
  for (const route of routes.filter((r) =>
    ['/employer/jobs', '/employer/team'].includes(r.path as string),
  )) {
    await test.step(route.path as string, async () => {
      await page.goto(route.path as string);
      await settle(page, route.ready(page));
      await expectPageFits(page, `${route.path as string} at 768 px`);
    });
  }
});

interface DialogCase {
  name: string;
  who: Who;
  /** Opens it (from wherever it lives) and returns it. */
  open: (page: Page) => Promise<Locator>;
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function openFromHeader(page: Page, path = '/jobs') {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  return dialog(page, 'Ready for your next chapter?');
}

async function continueWith(page: Page, email: string) {
  const first = await openFromHeader(page);
  await first.getByLabel('Email').fill(email);
  await first.getByRole('button', { name: 'Continue', exact: true }).click();
}

async function openApply(page: Page) {
  await page.goto(`/job/${JOB}`);
  await page.getByRole('main').getByRole('button', { name: 'Apply now' }).first().click();
  return dialog(page, /^Apply for /);
}

async function confirmFromTeam(page: Page, act: (page: Page) => Promise<void>, title: string) {
  await page.goto('/employer/team');
  await act(page);
  return dialog(page, title);
}

async function chooseRole(page: Page, of: string, role: string) {
  await page.getByRole('combobox', { name: `Role of ${of}` }).click();
  await page.getByRole('option', { name: role }).click();
}

/** Every dialog (and menu) the app opens, as the user who meets it. */
const dialogs: DialogCase[] = [
  {
    name: 'menu drawer',
    who: 'signed out',
    open: async (p) => (
      await p.goto('/jobs'),
      await p.getByRole('button', { name: 'Open menu' }).click(),
      dialog(p, 'Menu')
    ),
  },
  { name: 'sign-in: email step', who: 'signed out', open: (p) => openFromHeader(p) },
  {
    name: 'sign-in: to apply',
    who: 'signed out',
    open: async (p) => (
      await p.goto(`/job/${JOB}`),
      await p.getByRole('button', { name: 'Apply now' }).first().click(),
      dialog(p, 'Ready for your next chapter?')
    ),
  },
  {
    name: 'sign-in: returning user',
    who: 'signed out',
    open: async (p) => (
      await continueWith(p, 'maya.okafor@example.com'),
      dialog(p, 'Welcome back')
    ),
  },
  {
    name: 'sign-in: magic link sent',
    who: 'signed out',
    open: async (p) => (
      await continueWith(p, 'a.new.candidate.with.a.long.address@example.com'),
      dialog(p, 'Check your email for a magic link')
    ),
  },
  {
    name: 'sign-in: complete account',
    who: 'signed out',
    open: async (p) => {
      await p.request.post(`${API_URL}/v2/auth/signup/?redirect_url=jobs`, {
        data: { email: 'new.candidate@example.com', access_type: 'candidate' },
      });
      const link = new URL((await mailbox('new.candidate@example.com'))[0]!.link);
      await p.goto(`${link.pathname}${link.search}`);
      return dialog(p, 'Complete your account');
    },
  },
  {
    name: 'sign-in: expired link',
    who: 'signed out',
    open: async (p) => (
      await p.goto('/jobs?error_state=social_failed'),
      dialog(p, 'This link is no longer valid')
    ),
  },
  {
    name: 'sign-in: checking the link',
    who: 'signed out',
    open: async (p) => {
      // Never answered (the last signed-out case): the view shows while the key is being checked.
      await p.route(
        (url) => url.pathname === '/v2/auth/signup-key/verify/',
        () => undefined,
      );
      await p.goto('/jobs?key=MTQ:held');
      return dialog(p, 'Checking your link');
    },
  },
  {
    name: 'account menu',
    who: 'candidate',
    open: async (p) => (
      await p.goto('/jobs'),
      await p.getByRole('button', { name: 'Account menu' }).click(),
      p.getByRole('menu')
    ),
  },
  {
    name: 'menu drawer',
    who: 'candidate',
    open: async (p) => (
      await p.goto('/jobs'),
      await p.getByRole('button', { name: 'Open menu' }).click(),
      dialog(p, 'Menu')
    ),
  },
  { name: 'apply: the form', who: 'candidate', open: openApply },
  {
    name: 'apply: sent',
    who: 'candidate',
    open: async (p) => {
      const apply = await openApply(p);
      await apply.getByRole('button', { name: 'Send application' }).click();
      await expect(apply.getByRole('heading', { name: 'Application sent' })).toBeVisible();
      return apply;
    },
  },
  {
    name: 'delete a resume',
    who: 'candidate',
    open: async (p) => (
      await p.goto('/profile'),
      await p
        .getByRole('button', { name: /^Delete .+\.(pdf|docx?)$/ })
        .first()
        .click(),
      dialog(p, 'Delete this resume?')
    ),
  },
  {
    name: 'delete the account',
    who: 'candidate',
    open: async (p) => (
      await p.goto('/profile'),
      await p.getByRole('button', { name: 'Delete account' }).click(),
      dialog(p, 'Delete your account?')
    ),
  },
  {
    name: 'account menu',
    who: 'employer',
    open: async (p) => (
      await p.goto('/employer'),
      await p.getByRole('button', { name: 'Account menu' }).click(),
      p.getByRole('menu')
    ),
  },
  {
    name: 'delete a job',
    who: 'employer',
    open: async (p) => (
      await p.goto('/employer/jobs'),
      await p
        .getByRole('button', { name: /^Delete / })
        .first()
        .click(),
      dialog(p, 'Delete this job?')
    ),
  },
  {
    name: 'job status',
    who: 'employer',
    open: async (p) => (
      await p.goto('/employer/jobs'),
      await p.getByRole('combobox').first().click(),
      p.getByRole('listbox')
    ),
  },
  {
    name: 'application status',
    who: 'employer',
    open: async (p) => (
      await p.goto(`/employer/job/details/${EMPLOYER_JOB}`),
      await p.getByRole('article').first().getByRole('combobox').click(),
      p.getByRole('listbox')
    ),
  },
  {
    name: 'invite: role',
    who: 'employer',
    open: async (p) => (
      await p.goto('/employer/team'),
      await p
        .getByRole('form', { name: 'Invite a teammate' })
        .getByRole('combobox', { name: 'Role' })
        .click(),
      p.getByRole('listbox')
    ),
  },
  {
    name: 'make someone owner',
    who: 'employer',
    open: (p) =>
      confirmFromTeam(
        p,
        (q) => chooseRole(q, 'Tomás Rivera', 'Owner'),
        'Make Tomás Rivera an owner?',
      ),
  },
  {
    // The only owner cannot demote himself (the option is disabled with the reason); lowering a
    // teammate's role confirms.
    name: "lower a teammate's role",
    who: 'employer',
    open: (p) =>
      confirmFromTeam(
        p,
        (q) => chooseRole(q, 'Tomás Rivera', 'Member'),
        'Make Tomás Rivera member?',
      ),
  },
  {
    name: 'remove a member',
    who: 'employer',
    open: (p) =>
      confirmFromTeam(
        p,
        (q) => q.getByRole('button', { name: 'Remove Tomás Rivera' }).click(),
        'Remove Tomás Rivera from the team?',
      ),
  },
  {
    name: 'revoke an invitation',
    who: 'employer',
    open: (p) =>
      confirmFromTeam(
        p,
        (q) => q.getByRole('button', { name: /^Revoke the invitation for / }).click(),
        'Revoke this invitation?',
      ),
  },
  {
    name: 'leave without saving',
    who: 'employer',
    open: async (p) => {
      await p.goto('/employer/job');
      await p.getByLabel('Job title').fill('Night shift lead');
      await p
        .getByRole('navigation', { name: 'Employer' })
        .getByRole('link', { name: 'Jobs' })
        .click();
      return dialog(p, 'Leave without saving?');
    },
  },
  {
    name: 'account menu',
    who: 'member',
    open: async (p) => (
      await p.goto('/employer'),
      await p.getByRole('button', { name: 'Account menu' }).click(),
      p.getByRole('menu')
    ),
  },
  {
    name: 'company switcher',
    who: 'employer of two companies',
    open: async (p) => {
      await p.goto('/employer/select-company');
      await p
        .getByRole('button', { name: /^Lumen/ })
        .first()
        .click();
      await p.getByRole('button', { name: /^Company: .+ Switch company$/ }).click();
      return p.getByRole('menu');
    },
  },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectDialogFits(page: Page, overlay: Locator, what: string): Promise<void> {
  await expect(overlay).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await overlay.boundingBox())!;
  expect.soft(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect.soft(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect
    .soft(box.y + box.height, `${what}: bottom edge`)
    .toBeLessThanOrEqual(viewport.height + 0.5);
  expect.soft(await controlsOffScreen(overlay), `${what}: controls beside the screen`).toEqual([]);

  const labelledBy = await overlay.getAttribute('aria-labelledby');
  if (labelledBy && (await overlay.getAttribute('role')) === 'dialog') {
    const title = page.locator(`[id="${labelledBy}"]`);
    const clipped = await title.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect.soft(clipped, `${what}: the title is cut off`).toBe(false);
    const close = overlay.locator(':scope > button[aria-label="Close"]');
    if (await close.count()) {
      // The title's box, not only today's words: a longer title must not run under the button either.
      const closeBox = (await close.boundingBox())!;
      const titleBox = (await title.boundingBox())!;
      expect
        .soft(overlaps(titleBox, closeBox), `${what}: the title's box runs under the close button`)
        .toBe(false);
    }
  }
  const { width, wide, culprits } = await widthReport(page);
  expect
    .soft(wide, `${what}: the page behind is ${wide} px wide: ${culprits.join(', ')}`)
    .toBeLessThanOrEqual(width);
}

for (const who of [...new Set(dialogs.map((d) => d.who))]) {
  test(`every dialog fits a 390 px screen (${who})`, async ({ page }) => {
    await signIn(page, who);
    for (const item of dialogs.filter((d) => d.who === who)) {
      await test.step(item.name, async () => {
        const overlay = await item.open(page);
        await expectDialogFits(page, overlay, item.name);
      });
    }
  });
}

const LONG_TITLE =
  'Senior Staff Software Engineer, Data Platform and Machine Learning Infrastructure (Remote within EMEA)';
const LONG_EMAIL = 'alexandra.konstantinopoulou-vandenberg@northwind-analytics-consulting.example';
const LONG_FILE = 'maya-okafor-curriculum-vitae-senior-data-analyst-2025-final-version-3.pdf';

type Json = Record<string, unknown> & {
  results?: Record<string, unknown>[];
  resumes?: Record<string, unknown>[];
};

interface LongTextCase {
  name: string;
  who: Who;
  path: string;
  /** The API path whose answer is made longer (the contract's examples have short names). */
  api: RegExp;
  lengthen: (body: Json) => void;
  text: string;
}

/** Long names where people read them: whole on screen (wrapped), never cut off or beside the screen. */
const longTexts: LongTextCase[] = [
  {
    name: 'dashboard job title',
    who: 'employer',
    path: '/employer',
    api: /\/v2\/employers\/[^/]+\/jobs\/$/,
    lengthen: (b) => void (b.results![0]!.title = LONG_TITLE),
    text: LONG_TITLE,
  },
  {
    name: 'jobs list job title',
    who: 'employer',
    path: '/employer/jobs',
    api: /\/v2\/employers\/[^/]+\/jobs\/$/,
    lengthen: (b) => void (b.results![0]!.title = LONG_TITLE),
    text: LONG_TITLE,
  },
  {
    name: 'team email',
    who: 'employer',
    path: '/employer/team',
    api: /\/v2\/employers\/[^/]+\/users\/$/,
    lengthen: (b) => void (b.results![1]!.email = LONG_EMAIL),
    text: LONG_EMAIL,
  },
  {
    name: 'team email (read only)',
    who: 'member',
    path: '/employer/team',
    api: /\/v2\/employers\/[^/]+\/users\/$/,
    lengthen: (b) => void (b.results![1]!.email = LONG_EMAIL),
    text: LONG_EMAIL,
  },
  {
    name: 'applicant resume name',
    who: 'employer',
    path: `/employer/job/details/${EMPLOYER_JOB}`,
    api: /\/applications\/$/,
    lengthen: (b) => void (b.results![0]!.resume_file_name = LONG_FILE),
    text: LONG_FILE,
  },
  {
    name: 'profile resume name',
    who: 'candidate',
    path: '/profile',
    api: /\/v2\/profile\/$/,
    lengthen: (b) => void (b.resumes![0]!.file_name = LONG_FILE),
    text: LONG_FILE,
  },
  {
    name: 'applied job title',
    who: 'candidate',
    path: '/applied-jobs',
    api: /\/v2\/profile\/applied-jobs\/$/,
    lengthen: (b) => void (b.results![0]!.title = LONG_TITLE),
    text: LONG_TITLE,
  },
];

/** Whether the element is whole on screen: inside the viewport and cut off by none of its boxes. */
async function wholeOnScreen(text: Locator) {
  return text.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const clippedBy: string[] = [];
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible' && node.scrollWidth > node.clientWidth + 0.5)
        clippedBy.push(`<${node.tagName.toLowerCase()} class="${node.className}">`);
    }
    return { inside: box.left >= -0.5 && box.right <= window.innerWidth + 0.5, clippedBy };
  });
}

for (const who of [...new Set(longTexts.map((c) => c.who))]) {
  test(`long names stay readable at 390 px (${who})`, async ({ page }) => {
    await signIn(page, who);
    for (const item of longTexts.filter((c) => c.who === who)) {
      await test.step(item.name, async () => {
        await page.unrouteAll({ behavior: 'wait' });
        await page.route(
          (url) => item.api.test(url.pathname),
          async (route) => {
            if (route.request().method() !== 'GET') return route.fallback();
            const response = await route.fetch();
            const body = (await response.json()) as Json;
            item.lengthen(body);
            await route.fulfill({ response, json: body });
          },
        );
        await page.goto(item.path);
        const text = page.getByText(item.text).first();
        await settle(page, text);
        expect
          .soft(await wholeOnScreen(text), `${item.name}: “${item.text}” is whole on screen`)
          .toEqual({ inside: true, clippedBy: [] });
        await expectPageFits(page, `${item.path} with a long ${item.name}`);
      });
    }
  });
}

test.describe('the apply bar on a long job page', () => {
  const bar = (page: Page) => page.getByRole('complementary', { name: /^Apply for / });
  /** The page's own button (the bar, inside the same article, comes after it). */
  const pageApply = (page: Page) =>
    page.getByRole('article').getByRole('button', { name: 'Apply now' }).first();

  for (const who of ['signed out', 'candidate'] as const) {
    test(`at 390 px it appears once Apply has scrolled away, opens the same flow and leaves the footer readable (${who})`, async ({
      page,
    }) => {
      await signIn(page, who);
      await page.goto(`/job/${JOB}`);
      await settle(page, page.getByRole('heading', { name: 'Similar jobs' }));
      await expect(pageApply(page)).toBeInViewport();
      await expect(bar(page)).toBeHidden();

      await page.mouse.wheel(0, 700);
      await expect(pageApply(page)).not.toBeInViewport();
      await expect(bar(page)).toBeVisible();
      const box = (await bar(page).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844 + 0.5);
      expect(box.y).toBeGreaterThan(844 / 2);

      // At the very bottom the footer's last line is above the bar, not under it.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 10_000);
      const last = page.getByRole('contentinfo').getByRole('link').last();
      await expect(async () => {
        const link = (await last.boundingBox())!;
        const top = (await bar(page).boundingBox())!.y;
        expect(link.y + link.height).toBeLessThanOrEqual(top);
      }).toPass({ timeout: 5_000 });

      await bar(page).getByRole('button', { name: 'Apply now' }).click();
      const next =
        who === 'signed out'
          ? 'Ready for your next chapter?'
          : `Apply for ${await page.getByRole('heading', { level: 1 }).textContent()}`;
      const opened = page.getByRole('dialog', { name: next });
      await expect(opened).toBeVisible();
      if (who === 'signed out')
        await expect(opened).toContainText('Sign up or sign in to apply to your selected job');
      await expectDialogFits(page, opened, 'the dialog from the apply bar');
    });
  }

  test('at 1280 px there is no bar, however far down', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/job/${JOB}`);
    await settle(page, page.getByRole('heading', { name: 'Similar jobs' }));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(pageApply(page)).not.toBeInViewport();
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(1);
  });

  test('an applied job has no bar', async ({ page }) => {
    await signIn(page, 'candidate');
    await page.goto('/job/senior-backend-engineer-brightpath');
    await expect(
      page.getByRole('article').getByRole('status').filter({ hasText: 'Applied' }),
    ).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(bar(page)).toHaveCount(0);
  });
});
