/**
 * A retention sweep with the fake's clock moved (docs/product.md §4, Data retention; the contract's
 * `x-data-retention`): Maya Okafor's rejected application at Northwind's Data Engineer job is
 * past Northwind's 24-month period, so the next daily sweep emails her the notice and the owner's
 * company page lists it under "Due for anonymisation"; 30 days later the sweep anonymises it: the
 * job's application shows "Anonymised on <date>" without her name or contacts, and the
 * anonymisation log has its line, without her name.
 */
import type { Page } from '@playwright/test';
import { advanceClock, expect as baseExpect, mailbox, test } from './support/test';
import { signInWithPassword } from './support/real-session';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const JONAS = 'jonas.weber@northwind-analytics.example'; // owner
const MAYA = 'maya.okafor@example.com';
/** Northwind's Data Engineer job, where Maya's application (rejected) is. */
const DATA_ENGINEER = 'c1ec743a-b05b-48cf-8fa1-b2413de69e7d';
const DAY = 24 * 3600;

/** The clock moved past tokens' lives: a fresh sign-in. */
async function signInAgain(page: Page) {
  await page.context().clearCookies();
  await signInWithPassword(page, JONAS);
}

test('a retention sweep with the fake’s clock moved: the dry run lists it, then the employer sees it anonymised and the log line', async ({
  page,
}) => {
  // 25 months after the rejection: the period has passed; the day's sweep sends the notice.
  await advanceClock(25 * 31 * DAY);
  await signInAgain(page);
  await page.goto('/employer/northwind-analytics');
  const retention = page.getByRole('region', { name: 'Data retention' });
  await expect(retention.getByLabel(/Keep ended applications for \(months\)/)).toHaveValue('24');
  const due = retention.getByRole('region', { name: 'Due for anonymisation' });
  await expect(due.getByText('Maya Okafor')).toBeVisible();
  await expect(due.getByText(/Data Engineer · Rejected on/)).toBeVisible();
  await expect(due.getByText(/^Scheduled for/)).toBeVisible();
  const log = retention.getByRole('region', { name: 'Anonymisation log' });
  await expect(log.getByText('No application has been anonymised yet.')).toBeVisible();
  const notices = (await mailbox(MAYA)).filter((m) => m.subject.includes('will be deleted on'));
  expect(notices).toHaveLength(1);
  expect(notices[0]?.subject).toContain('Data Engineer at Northwind Analytics');

  // The notice period over: the next day's sweep anonymises it.
  await advanceClock(31 * DAY);
  await signInAgain(page);
  await page.goto(`/employer/job/details/${DATA_ENGINEER}`);
  const card = page.getByRole('article', { name: 'Application from Anonymised candidate' });
  await expect(card.getByText(/^Anonymised on/)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Contact' })).toHaveCount(0);
  await expect(page.getByText('Maya Okafor')).toHaveCount(0);

  await page.goto('/employer/northwind-analytics');
  await expect(due.getByText('No application is due for anonymisation.')).toBeVisible();
  await expect(log.getByText(/Data Engineer/)).toBeVisible();
  await expect(log).toContainText(/Rejected on .* · anonymised on .* · kept 24 months/);
  await expect(log).not.toContainText('Maya');
});
