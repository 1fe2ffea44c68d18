/**
 * Each page asks each question once: on a fresh load, no API call (method, path and query) is
 * made twice. Against the local backend, signed in as the user of the page.
 */
import { type Page } from '@playwright/test';
import { signInAs, type UserVariant } from './support/session';
import { API_URL, expect, test } from './support/test';

/** API calls from now on, counted by method and path (a second page of a list is another question). */
function countCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    if (!request.url().startsWith(API_URL) || request.method() === 'OPTIONS') return;
    const url = new URL(request.url());
    const page = url.searchParams.get('page');
    const key = `${request.method()} ${url.pathname}${page ? ` page ${page}` : ''}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  return calls;
}

/** Calls during a fresh load of `path`. */
async function callsOf(page: Page, path: string): Promise<Map<string, number>> {
  const calls = countCalls(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return calls;
}

const repeated = (calls: Map<string, number>) =>
  [...calls].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);

const PAGES: [UserVariant | null, string][] = [
  [null, '/'],
  [null, '/jobs'],
  [null, '/job/senior-frontend-engineer-northwind'],
  ['candidate', '/job/senior-frontend-engineer-northwind'],
  ['candidate', '/applied-jobs'],
  ['candidate', '/saved-jobs'],
  ['candidate', '/jobs'],
  ['candidate', '/profile'],
  ['candidate', '/settings/notification'],
  ['employerOneCompany', '/employer'],
  ['employerOneCompany', '/employer/jobs'],
  ['employerOneCompany', '/employer/job/details/478e8225-9d61-48b1-9819-86f0bb204187'],
  ['employerOneCompany', '/employer/northwind-analytics'],
  ['employerOneCompany', '/employer/team'],
];

for (const [user, path] of PAGES) {
  test(`${path} as ${user ?? 'a visitor'}: each API call once`, async ({ page }) => {
    if (user) await signInAs(page, user, { answeredBy: 'backend' });
    const calls = await callsOf(page, path);
    expect(calls.size).toBeGreaterThan(0);
    expect(repeated(calls)).toEqual([]);
  });
}

test('opening a job from the list asks for the job, its company and similar jobs once each', async ({
  page,
}) => {
  await page.goto('/jobs');
  const card = page.getByRole('link', { name: 'Senior Frontend Engineer (React)' });
  await card.hover(); // links preload their page's data on hover
  const calls = countCalls(page);
  await card.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Senior Frontend Engineer (React)' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(repeated(calls)).toEqual([]);
});

test('the dashboard, after sign-in, asks each question once', async ({ page }) => {
  const calls = countCalls(page);
  await page.goto('/employer/sign-in');
  await page.getByLabel('Email').fill('jonas.weber@northwind-analytics.example');
  await page.getByLabel('Password').fill('correct-horse-battery-staple');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(repeated(calls)).toEqual([]);
});
