/**
 * A candidate's own data against the local backend (the contract's exportMyData and deleteProfile):
 * 'Download my data' saves a JSON file with her applications and saved jobs, and after she deletes
 * her account the employer still sees her application, anonymised.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

const MAYA = 'maya.okafor@example.com';
const JONAS = 'jonas.weber@northwind-analytics.example';
const DATA_ENGINEER = 'c1ec743a-b05b-48cf-8fa1-b2413de69e7d';
const MAYA_DATA_ENGINEER = 'ee9ec9b7-0304-4055-a8ad-ef5b17e16ffc';
const SAVED_FRONTEND = 'senior-frontend-engineer-northwind';

test("'Download my data' saves jobboard-my-data-<day>.json with her applications and saved jobs", async ({
  page,
}) => {
  await signInWithPassword(page, MAYA);
  await page.goto('/profile');
  const section = page.getByRole('heading', { name: 'Your data' }).locator('..');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^jobboard-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as T.MyDataExport;
  expect(data.account.email).toBe(MAYA);
  const application = data.applications.find((a) => a.id === MAYA_DATA_ENGINEER);
  expect(application?.history.length).toBeGreaterThan(0);
  expect(data.saved_jobs.map((j) => j.slug)).toContain(SAVED_FRONTEND);
  await expect(section.getByRole('status')).toHaveText(`Saved as ${name}.`);
});

test('after she deletes her account, the employer sees her application anonymised: no name, no contact, no resume', async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, MAYA);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(
    "employers keep only the job, its status and dates, without your name, contact details, resume, cover letter or answers, for the company's retention period.",
  );
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();

  const employer = await (await browser.newContext()).newPage();
  await signInWithPassword(employer, JONAS);
  await employer.goto(`/employer/job/details/${DATA_ENGINEER}`);
  const card = employer.getByRole('article', { name: 'Application from Anonymised candidate' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('The candidate deleted their account on');
  await expect(card).toContainText('Rejected');
  await expect(card.getByRole('list', { name: 'Contact' })).toHaveCount(0);
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(employer.getByText(MAYA)).toHaveCount(0);
  await employer.context().close();
});
