/**
 * Pay transparency (the contract's `x-pay-transparency`, docs/pay-transparency.md) in Chromium
 * against the built app and the local backend: a Denver job is refused without the pay and the
 * benefits Colorado wants in the ad, in the law's words, before the employer hits it (the form's
 * note, the disabled Publish) and when the server refuses (the list's status select); with both it
 * publishes and its page shows them. The candidate's salary filter can include jobs without pay.
 */
import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/session';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const COLORADO_RANGE =
  'For jobs in Colorado, the Colorado Equal Pay for Equal Work Act requires a salary range in the ad. Add the salary range before publishing.';
const COLORADO_BENEFITS =
  'For jobs in Colorado, the Colorado Equal Pay for Equal Work Act requires a general description of benefits in the ad. Describe the benefits before publishing.';
const TITLE = 'Field Operations Lead';

/** Radix select: open it by its label and pick an option. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a Denver job is refused without the pay and benefits Colorado wants, in the law’s words', async ({
  page,
}) => {
  await signInAs(page, 'employerOneCompany');
  await page.goto('/employer/job');
  await page.getByLabel('Job title').fill(TITLE);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Run the field team across the Front Range.');
  const salary = page.getByRole('group', { name: 'Salary' });
  await expect(salary.getByRole('note')).toHaveCount(0);

  const locations = page.getByRole('combobox', { name: 'Locations' });
  await locations.fill('Den');
  await page.getByRole('option', { name: 'Denver, CO, United States' }).click();

  // As soon as the location is in Colorado, the note under the salary names the law and why.
  const note = salary.getByRole('note');
  await expect(note).toContainText('Pay transparency law applies to this job');
  await expect(
    note.getByRole('list', { name: 'Before publishing' }).getByRole('listitem'),
  ).toHaveText([COLORADO_RANGE, COLORADO_BENEFITS]);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/employer\/job\/details\/[0-9a-f-]{36}$/);

  // The draft's page: Publish is refused before the server is asked, in the same words.
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(`Can't publish: ${COLORADO_RANGE}`);

  // A salary range, no benefits yet: the list row cannot know the benefits, so the server refuses.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Show a salary range').check();
  await page.getByLabel('Minimum').fill('85000');
  await page.getByLabel('Maximum').fill('105000');
  await choose(page, 'Currency', 'USD');
  await expect(note).toContainText(COLORADO_BENEFITS);
  await expect(note).not.toContainText(COLORADO_RANGE);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/employer\/job\/details\/[0-9a-f-]{36}$/);
  const jobUrl = page.url();

  await page.goto('/employer/jobs');
  await choose(page, `Status of ${TITLE}`, 'Published');
  await page
    .getByRole('dialog', { name: 'Publish this job?' })
    .getByRole('button', { name: 'Publish job' })
    .click();
  await expect(page.getByText('The status was not changed')).toBeVisible();
  await expect(page.getByText(COLORADO_BENEFITS)).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Status of ${TITLE}` })).toHaveText('Draft');

  // With the benefits, it publishes; its public page shows the range and the benefits.
  await page.goto(jobUrl);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /^Benefits/ }).fill('Health, dental and a 401(k) match.');
  await expect(page.getByRole('group', { name: 'Salary' }).getByRole('note')).not.toContainText(
    'Before publishing',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/employer\/job\/details\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish this job?' })
    .getByRole('button', { name: 'Publish job' })
    .click();
  await expect(page.getByText(`“${TITLE}” is now published`)).toBeVisible();
});

test('the salary filter can include jobs without stated pay', async ({ page }) => {
  await page.goto('/jobs?salary_min=50000');
  const results = page.getByRole('main');
  const unstated = 'Engineering Manager, Platform';
  await expect(results.getByRole('link', { name: 'Data Engineer' }).first()).toBeVisible();
  await expect(results.getByRole('link', { name: unstated })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Include jobs without stated pay' }).first().check();
  await expect(page).toHaveURL(/salary_min=50000&include_unstated_pay=true/);
  await expect(results.getByRole('link', { name: unstated }).first()).toBeVisible();
});
