/**
 * The app shell: every route of docs/product.md §2 renders under its layout or redirects
 * as its guards say, for each kind of user; the loading bar, the dialog and toast hosts, the
 * 404 page, the chunk-reload guard and token capture — in Chromium against the built app.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { chunkUrl } from './support/chunks';
import { contractExample } from './support/contract-examples';
import { signInAs, type UserVariant } from './support/session';
import { signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

const jobSlug = contractExample<T.PaginatedJobList>('/v2/public/jobs/', 'get', '200').results[0]!
  .slug;
const jobId = contractExample<T.PaginatedEmployerJobList>(
  '/v2/employers/{employerId}/jobs/',
  'get',
  '200',
).results[0]!.id;
const companySlug = (variant: UserVariant) =>
  contractExample<T.User>('/v2/user/', 'get', '200', variant).employers[0]?.employer_slug ?? 'none';

/** Where a visit lands: the final path (with search) and the layout it renders under. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  const layout = page.locator('[data-layout]').first();
  await expect(layout).toBeVisible();
  const url = new URL(page.url());
  return { path: url.pathname + url.search, layout: await layout.getAttribute('data-layout') };
}

type Expectation = [path: string, landsOn: string, layout: string];

const signedOutRoutes: Expectation[] = [
  ['/', '/', 'static'],
  ['/jobs', '/jobs', 'default'],
  [`/job/${jobSlug}`, `/job/${jobSlug}`, 'default'],
  ['/about-us', '/about-us', 'static'],
  ['/privacy-policy', '/privacy-policy', 'static'],
  ['/terms-and-conditions', '/terms-and-conditions', 'static'],
  ['/applied-jobs', '/applied-jobs', 'profile'],
  ['/profile', '/profile', 'profile'],
  ['/settings', '/settings/security', 'profile-setting'],
  ['/settings/notification', '/settings/notification', 'profile-setting'],
  ['/settings/security', '/settings/security', 'profile-setting'],
  ['/forgot-password', '/forgot-password', 'reset-password'],
  ['/password-reset?token=abc123', '/password-reset?token=abc123', 'reset-password'],
  ['/password-reset', '/forgot-password', 'reset-password'],
  ['/employer/sign-in', '/employer/sign-in', 'employer-auth'],
  ['/employer', '/employer/sign-in?next=%2Femployer', 'employer-auth'],
  ['/employer/jobs', '/employer/sign-in?next=%2Femployer%2Fjobs', 'employer-auth'],
  [
    '/employer/select-company',
    '/employer/sign-in?next=%2Femployer%2Fselect-company',
    'employer-auth',
  ],
  ['/employer/onboarding', '/employer/sign-in?next=%2Femployer%2Fonboarding', 'employer-auth'],
  ['/employer/profile', '/employer/sign-in?next=%2Femployer%2Fprofile%2Fuser', 'employer-auth'],
];

test.describe('signed out', () => {
  for (const [path, landsOn, layout] of signedOutRoutes) {
    test(`${path} → ${landsOn} (${layout})`, async ({ page }) => {
      expect(await visit(page, path)).toEqual({ path: landsOn, layout });
    });
  }
});

test.describe('candidate', () => {
  const routes: Expectation[] = [
    ['/profile', '/profile', 'profile'],
    ['/applied-jobs', '/applied-jobs', 'profile'],
    ['/settings', '/settings/security', 'profile-setting'],
    ['/employer/sign-in', '/', 'static'],
    ['/employer', '/', 'static'],
    ['/forgot-password', '/', 'static'],
  ];
  for (const [path, landsOn, layout] of routes) {
    test(`${path} → ${landsOn} (${layout})`, async ({ page }) => {
      await signInAs(page, 'candidate');
      expect(await visit(page, path)).toEqual({ path: landsOn, layout });
    });
  }
});

test.describe('employer with one company', () => {
  const routes: Expectation[] = [
    ['/employer', '/employer', 'employer-dashboard'],
    ['/employer/jobs', '/employer/jobs', 'employer-dashboard'],
    ['/employer/team', '/employer/team', 'employer-dashboard'],
    ['/employer/job', '/employer/job', 'employer-dashboard'],
    [`/employer/job/${jobId}`, `/employer/job/${jobId}`, 'employer-dashboard'],
    [`/employer/job/details/${jobId}`, `/employer/job/details/${jobId}`, 'employer-dashboard'],
    [
      `/employer/${companySlug('employerOneCompany')}`,
      `/employer/${companySlug('employerOneCompany')}`,
      'employer-dashboard',
    ],
    ['/employer/profile', '/employer/profile/user', 'employer-profile-setting'],
    [
      '/employer/profile/notification',
      '/employer/profile/notification',
      'employer-profile-setting',
    ],
    ['/employer/profile/security', '/employer/profile/security', 'employer-profile-setting'],
    ['/employer/select-company', '/employer', 'employer-dashboard'],
    ['/employer/onboarding', '/employer', 'employer-dashboard'],
    ['/employer/onboarding?new=1', '/employer/onboarding?new=1', 'modal'],
    ['/employer/sign-in', '/employer', 'employer-dashboard'],
  ];
  for (const [path, landsOn, layout] of routes) {
    test(`${path} → ${landsOn} (${layout})`, async ({ page }) => {
      await signInAs(page, 'employerOneCompany');
      expect(await visit(page, path)).toEqual({ path: landsOn, layout });
    });
  }

  test('the only company is selected automatically when none is', async ({ page }) => {
    await signInAs(page, 'employerOneCompany', { selectCompany: false });
    expect(await visit(page, '/employer/jobs')).toEqual({
      path: '/employer',
      layout: 'employer-dashboard',
    });
    expect((await page.context().cookies()).find((c) => c.name === 'jb_company')?.sameSite).toBe(
      'Strict',
    );
  });
});

test.describe('employer with several companies', () => {
  test('company pages wait for a choice; select-company is a modal page', async ({ page }) => {
    await signInAs(page, 'employerSeveralCompanies');
    expect(await visit(page, '/employer')).toEqual({
      path: '/employer/select-company',
      layout: 'modal',
    });
    expect(await visit(page, '/employer/team')).toEqual({
      path: '/employer/select-company',
      layout: 'modal',
    });
    expect(await visit(page, '/employer/onboarding')).toEqual({
      path: '/employer/select-company',
      layout: 'modal',
    });
    expect(await visit(page, '/employer/profile/user')).toEqual({
      path: '/employer/profile/user',
      layout: 'employer-profile-setting',
    });
  });
});

test.describe('member and employer without a company', () => {
  test('a member reaches the dashboard of their company', async ({ page }) => {
    await signInAs(page, 'member');
    expect(await visit(page, '/employer')).toEqual({
      path: '/employer',
      layout: 'employer-dashboard',
    });
    await expect(page.getByText('read only')).toBeVisible();
  });

  test('an employer without a company is sent to onboarding', async ({ page }) => {
    await signInAs(page, 'employerNoCompany');
    expect(await visit(page, '/employer')).toEqual({
      path: '/employer/onboarding',
      layout: 'modal',
    });
    expect(await visit(page, '/employer/select-company')).toEqual({
      path: '/employer/onboarding',
      layout: 'modal',
    });
  });
});

test('every page sets its document title: page name, separator, product name', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page).toHaveTitle('Jobs | Jobboard');
  await page.goto('/about-us');
  await expect(page).toHaveTitle(/^.+ \| Jobboard$/);
});

test('the footer links the pages of docs/product.md §2, with Terms and Conditions beside Privacy Policy', async ({
  page,
}) => {
  await page.goto('/jobs');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link')).toHaveText([
    'About Us',
    'Privacy Policy',
    'Terms and Conditions',
    'Post a Job',
    'Career Advice',
  ]);
  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
});

test('the account menu lists My profile, Applied jobs, Saved jobs (with the count), Settings and Log out', async ({
  page,
}) => {
  await signInAs(page, 'candidate');
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    /^\s*My profile$/,
    /^\s*Applied jobs$/,
    /^\s*Saved jobs\(\d+\)$/,
    /^\s*Settings$/,
    /^\s*Log out$/,
  ]);
  await page.getByRole('menuitem', { name: 'Applied jobs' }).click();
  await expect(page).toHaveURL(/\/applied-jobs$/);
});

test('the 404 page shows the texts of docs/product.md §2 and the path', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Oops, we can't seem to find the page you're looking for",
  );
  await expect(
    page.getByText(/removed, had its name changed, or is temporarily unavailable/),
  ).toBeVisible();
  await expect(page.getByTestId('not-found-path')).toHaveText('Page Not Found /no/such/page');
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the loading bar shows during a slow navigation, then goes away', async ({ page }) => {
  await page.goto('/');
  await page.route(chunkUrl('src/app/routes/about-us.tsx'), async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toHaveAttribute('data-state', 'idle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(bar).toHaveAttribute('data-state', 'running');
  const box = await bar.boundingBox();
  expect(box?.height).toBe(2);
  expect(box?.y).toBe(0);
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(bar).toHaveAttribute('data-state', 'idle', { timeout: 5000 });
});

test('a full-screen loader shows while a page that is not prerendered is starting to load', async ({
  page,
}) => {
  await page.route(chunkUrl('src/app/routes/forgot-password.tsx'), async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
});

test('a prerendered page shows itself, not the full-screen loader, while its code is held back', async ({
  page,
}) => {
  await page.route(chunkUrl('src/app/routes/jobs.tsx'), async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/jobs', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading…$/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible({
    timeout: 10_000,
  });
});

test('Escape closes a dialog', async ({ page }) => {
  await page.goto('/jobs');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a newer build shows a toast top-right and the next navigation is a full page load', async ({
  page,
}) => {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { id: '0b7c3a52-9a4e-4f1b-8c2d-5e6f7a8b9c0d', timestamp: Date.now() } }),
  );
  await page.goto('/jobs');
  const toast = page.getByText('A new version is available');
  await expect(toast).toBeVisible({ timeout: 15_000 });
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-x-position', 'right');
  await expect(toaster).toHaveAttribute('data-y-position', 'top');
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height / 2).toBeLessThan(viewport.height / 2);

  const documentLoads: string[] = [];
  page.on(
    'request',
    (r) => r.resourceType() === 'document' && documentLoads.push(new URL(r.url()).pathname),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => documentLoads).toEqual(['/about-us']);
});

test('a chunk that fails to load reloads the page once, not twice', async ({ page }) => {
  await page.goto('/');
  // The app has taken over the prerendered home page: the footer link is the router's (before
  // that it is a plain link, and following it is a page load of its own).
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.route(chunkUrl('src/app/routes/about-us.tsx'), (route) => route.abort('failed'));
  const documentLoads: string[] = [];
  page.on(
    'request',
    (r) => r.resourceType() === 'document' && documentLoads.push(new URL(r.url()).pathname),
  );

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  // One full load of the page that failed; it fails again within 10 s, so no second reload.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle'); // a second reload would have started by now
  expect(documentLoads).toEqual(['/about-us']);
});

test('a forged ?access_token= link does not switch accounts, and the tokens leave no trace in the URL or history', async ({
  page,
}) => {
  const mine = await signInWithPassword(page, 'jonas.weber@northwind-analytics.example');
  const other = contractExample<T.LoginResponse>('/v2/auth/login/', 'post', '200', 'candidate');
  await page.goto('/about-us');
  await page.goto(`/jobs?search=data&access_token=${other.access}&refresh_token=${other.refresh}`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?search=data');
  const auth = (await page.context().cookies()).find((c) => c.name === 'jb_auth');
  expect(auth?.sameSite).toBe('Strict');
  expect(decodeURIComponent(auth!.value)).toContain(mine.access);
  expect(decodeURIComponent(auth!.value)).not.toContain(other.access);
  const user = (await page.context().cookies()).find((c) => c.name === 'jb_user');
  expect(decodeURIComponent(user!.value)).toContain(mine.user.email);
  await page.goBack();
  expect(page.url()).not.toContain('access_token');
  expect(new URL(page.url()).pathname).toBe('/about-us');
});

test('log out clears the session cookies', async ({ page }) => {
  await signInAs(page, 'candidate');
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names.filter((n) => n.startsWith('jb_') && n !== 'jb_consent')).toEqual([]);
});
