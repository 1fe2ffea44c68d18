/**
 * What each job is doing (docs/backend-guide.md), against the local backend: a visitor's view of a job
 * page counts once a day and the team's own visits not at all; the job details page shows the
 * chart of applications per day with its numbers as a table; the CSV download is formula-safe.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import type * as T from '../generated/types.gen';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import { API_URL, expect, test } from './support/test';

const JONAS = 'jonas.weber@northwind-analytics.example';
const PRIYA = 'priya.natarajan@northwind-analytics.example';
const MAYA = 'maya.okafor@example.com';
const JOB_ID = '478e8225-9d61-48b1-9819-86f0bb204187';
const SLUG = 'senior-frontend-engineer-northwind';
const TITLE = 'Senior Frontend Engineer (React)';

/** A visitor of their own (a browser nobody else's tests share, so the day's count is theirs). */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ userAgent: `job-insights e2e visitor ${Date.now()}` });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('response', (r) => {
    const header = r.headers()['sl-violations'];
    if (header) violations.push(`${r.url()}: ${header}`);
  });
  return { context, page, violations };
}

/** Opens the job page and waits for its view to be recorded (204). */
async function viewJob(page: Page): Promise<void> {
  const recorded = page.waitForResponse(
    (r) =>
      r.url() === `${API_URL}/v2/public/jobs/${SLUG}/views/` && r.request().method() === 'POST',
  );
  await page.goto(`/job/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect((await recorded).status()).toBe(204);
}

/** The job's row on the employer's jobs list. */
async function jobRow(page: Page) {
  await page.goto('/employer/jobs');
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: TITLE }) });
}

test("a visitor's view counts once a day; the company's own visits do not", async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, JONAS);
  const row = await jobRow(page);
  await expect(row).toContainText('124 views');
  await expect(row).toContainText('1 new · 1 in review · 1 interviewing');

  const someone = await visitor(browser);
  await viewJob(someone.page);
  await page.reload();
  await expect(row).toContainText('125 views');
  await page.screenshot({ path: '/tmp/insights-jobs-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/insights-jobs-390.png', fullPage: true });

  // The same visitor again the same day: not counted again.
  await viewJob(someone.page);
  // The employer opening the public page: not counted either.
  await viewJob(page);
  await page.goto('/employer');
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) }),
  ).toContainText('125 views · 3 applications (1 new)');
  await page.screenshot({ path: '/tmp/insights-dashboard-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/insights-dashboard-desktop.png', fullPage: true });
  expect(someone.violations).toEqual([]);
  await someone.context.close();
});

test('the job details page shows applications per day as a chart and as a table', async ({
  page,
}) => {
  await signInWithPassword(page, PRIYA); // a member: reads like everyone on the team
  await page.goto(`/employer/job/details/${JOB_ID}?tab=activity`);
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity).toContainText('124 views of its public page · 3 applications in all');
  const chart = activity.getByRole('img', { name: /Applications per day/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(
    /Last 30 days: 124 views, 3 applications; the most applications on Nov 18, 2025 \(1\)\./,
  );
  await activity.getByText('Show as table').click();
  const table = activity.getByRole('table', { name: /Views and applications per day/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row', { name: /Nov 18, 2025/ }).getByRole('cell')).toHaveText([
    '38',
    '1',
  ]);
  await expect(table.getByRole('row', { name: /Oct 23, 2025/ }).getByRole('cell')).toHaveText([
    '0',
    '0',
  ]);
  await page.screenshot({ path: '/tmp/insights-details-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await activity.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/insights-details-390.png', fullPage: true });
});

test('the employer downloads the applications as CSV, formula-safe', async ({ page, browser }) => {
  // Maya applies with a cover letter that is a formula.
  const candidate = await browser.newContext();
  const maya = await signInWithPassword(await candidate.newPage(), MAYA);
  const profile = (await (
    await candidate.request.get(`${API_URL}/v2/profile/`, { headers: bearer(maya) })
  ).json()) as T.Profile;
  const submitted = await candidate.request.post(`${API_URL}/v2/public/applications/submit/`, {
    headers: bearer(maya),
    data: {
      job_id: JOB_ID,
      name: 'Maya Okafor',
      email: MAYA,
      phone: '+4915123456789',
      resume_id: profile.resumes[0]!.id,
      cover_letter: '=HYPERLINK("https://evil.example","Click me")',
      answers: [],
    },
  });
  assertNoViolation(submitted);
  expect(submitted.status()).toBe(201);
  await candidate.close();

  await signInWithPassword(page, PRIYA);
  await page.goto(`/employer/job/details/${JOB_ID}?tab=activity`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${SLUG}-applications.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFFapplicant_name,email,phone,status,applied_at,')).toBe(true);
  const mayaRow = text.split('\r\n').find((line) => line.startsWith('Maya Okafor,'));
  // The phone as decision 014 writes it: shown as written, neither a formula nor a number.
  expect(mayaRow).toContain(',0049 1512 3456789,submitted,');
  expect(mayaRow).toContain(`,"'=HYPERLINK(""https://evil.example"",""Click me"")",`);
  expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
});
