/**
 * Every page against the local backend, as each kind of user, signed in for real: no console
 * error or warning, no uncaught exception, no failed request (the seed's logos and photos are served
 * locally, so nothing goes to a host that does not resolve), no API answer of 4xx/5xx, and no
 * Content-Security-Policy or Trusted Types violation (the preview server sends the build's
 * `_headers`, docs/deploy.md; the headers themselves are checked in e2e/security-headers.spec.ts).
 */
import { type Page } from '@playwright/test';
import { watchPolicyViolations } from './support/policy-violations';
import { expect, test } from './support/test';

const PASSWORD = 'correct-horse-battery-staple';

async function watch(page: Page) {
  const problems: string[] = [];
  await watchPolicyViolations(page, (v) =>
    problems.push(`${v.directive} violation on ${v.url}: ${v.blocked} ${v.sample}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()} on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is the test's own next navigation cancelling what was still loading.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/** Visits each path and waits until the page's requests are done. */
async function visit(
  page: Page,
  paths: string[],
  heading: (path: string) => RegExp | string = () => /\S/,
) {
  for (const path of paths) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: heading(path) }).first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

test('signed out: the public pages', async ({ page }) => {
  const problems = await watch(page);
  await visit(page, [
    '/',
    '/jobs',
    '/job/solar-project-manager-helios',
    '/employer/northwind-analytics',
    '/about-us',
    '/privacy-policy',
    '/terms-and-conditions',
    '/forgot-password',
    '/employer/sign-in',
  ]);
  expect(problems).toEqual([]);
});

test('a candidate signed in with a password: every candidate page', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/jobs');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('maya.okafor@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await welcome.getByLabel('Password').fill(PASSWORD);
  await welcome.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await visit(page, [
    '/',
    '/jobs',
    '/job/senior-frontend-engineer-northwind',
    '/applied-jobs',
    '/profile',
    '/settings',
    '/settings/notification',
    '/settings/security',
  ]);
  expect(problems).toEqual([]);
});

test('an employer signed in with a password: every employer page', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/employer/sign-in');
  await page.getByLabel('Email').fill('jonas.weber@northwind-analytics.example');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/employer$/);
  await visit(page, [
    '/employer',
    '/employer/jobs',
    '/employer/job',
    '/employer/job/478e8225-9d61-48b1-9819-86f0bb204187',
    '/employer/job/details/478e8225-9d61-48b1-9819-86f0bb204187',
    '/employer/team',
    '/employer/northwind-analytics',
    '/employer/profile/user',
    '/employer/profile/notification',
    '/employer/profile/security',
  ]);
  expect(problems).toEqual([]);
});
