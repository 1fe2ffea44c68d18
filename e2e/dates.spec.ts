/**
 * Date-times with an offset and microseconds (the local backend writes them in Asia/Kolkata,
 * +05:30, as DRF does with a TIME_ZONE) render on every page that shows dates, as days of the
 * reader's own zone (the browser in Pacific/Auckland, UTC+13 in November): not the server's day,
 * not UTC's.
 */
import { type Locator } from '@playwright/test';
import { signInAs } from './support/session';
import { advanceClock, expect, test } from './support/test';

test.use({ timezoneId: 'Pacific/Auckland' });

const aucklandDay = (iso: string) =>
  new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Pacific/Auckland',
  }).format(new Date(iso));

/** The <time> shows the reader's day of the moment in its datetime, which carries the server's offset. */
async function expectLocalDay(time: Locator) {
  const iso = (await time.getAttribute('datetime'))!;
  expect(iso).toMatch(/\+05:30$/);
  await expect(time).toContainText(aucklandDay(iso));
}

test.beforeEach(async () => {
  await advanceClock(0, 'Asia/Kolkata');
});

test('public pages: the job card and the job page', async ({ page }) => {
  await page.goto('/jobs');
  // Fleet Dispatcher was published 2025-11-20T14:00Z: Nov 20 in Kolkata and UTC, Nov 21 in Auckland.
  const card = page
    .getByRole('region', { name: 'Job results' })
    .getByRole('listitem')
    .filter({ hasText: 'Fleet Dispatcher (Evenings)' });
  await expect(card.locator('time')).toHaveAttribute('datetime', '2025-11-20T19:30:00+05:30');
  await expect(card.locator('time')).toHaveText('Nov 21, 2025');
  await page.goto('/job/fleet-dispatcher-evenings-kestrel');
  await expect(page.getByText('Apply by Jan 1, 2026')).toBeVisible();
  const times = page.getByRole('main').locator('time');
  await expect(times.nth(1)).toBeVisible(); // Posted, Apply by
  for (const time of await times.all()) await expectLocalDay(time);
});

test('candidate pages: applied jobs, resumes, the apply form', async ({ page }) => {
  await signInAs(page, 'candidate', { answeredBy: 'backend' });
  await page.goto('/applied-jobs');
  // Each of the three applications: when it was sent, and when its stage last changed.
  const applied = page.getByRole('list', { name: 'Your applications' }).locator('time');
  await expect(applied).toHaveCount(6);
  for (const time of await applied.all()) await expectLocalDay(time);
  await page.goto('/profile');
  const uploaded = page.getByRole('list', { name: 'Your resumes' }).locator('time');
  await expect(uploaded).toHaveCount(2);
  for (const time of await uploaded.all()) await expectLocalDay(time);
  await page.goto('/job/fleet-dispatcher-evenings-kestrel');
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/uploaded \w{3} \d{1,2}, \d{4}/).first()).toBeVisible();
});

test('employer pages: dashboard, jobs, job details, team', async ({ page }) => {
  await signInAs(page, 'employerOneCompany', { answeredBy: 'backend' });
  for (const [path, count] of [
    ['/employer', 1],
    ['/employer/jobs', 1],
    ['/employer/job/details/478e8225-9d61-48b1-9819-86f0bb204187', 3],
    ['/employer/team', 3],
  ] as const) {
    await page.goto(path);
    // The dates on screen (a closed "Show as table" keeps its days hidden until opened).
    const times = page.getByRole('main').locator('time:visible');
    // Parts of a page arrive apart (the job, then its applications): wait for the count-th date.
    await expect(times.nth(count - 1)).toBeVisible();
    for (const time of await times.all()) await expectLocalDay(time);
  }
});
