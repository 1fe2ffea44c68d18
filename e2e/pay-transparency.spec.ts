/**
 * Pay transparency (the contract's `x-pay-transparency`, docs/pay-transparency.md) in Chromium
 * against the built app and the local backend: a Denver job is refused without the pay and the
 * benefits Colorado wants in the ad, in the law's words, before the employer hits it (the form's
 * note, the disabled Publish) and when the server refuses (the list's status select); with both it
 * publishes and its page shows them. A New York City job is refused without pay and with an
 * open-ended range; a pay-history question is refused on a Berlin job; an application on the
 * Berlin job without stated pay cannot move to Interviewing. The candidate's salary filter can
 * include jobs without pay.
 */
import { type Page } from '@playwright/test';
import { advanceClock, API_URL, expect as baseExpect, test } from './support/test';
import { signInWithPassword } from './support/real-session';
import { signInAs } from './support/session';

// The machine running these may be busy (several suites at once): allow slower answers. The
// Denver walk (a form filled, saved, edited twice, a list, a publish) once took over 90 s on the
// 2-core CI machine with both shards running.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

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

const NYC_RANGE =
  'For jobs in New York City, the New York City pay transparency law requires a salary range in the ad. Add the salary range before publishing.';
const NYC_OPEN_ENDED =
  'For jobs in New York City, the New York City pay transparency law requires a good-faith minimum and maximum, not an open-ended range. Enter a minimum above 0 and a real maximum.';
const EU_INTERVIEW =
  'For jobs in the European Union, the EU Pay Transparency Directive requires the pay to be given to candidates before the interview. Add the salary range to the job before moving anyone to Interviewing.';
const EU_PAY_HISTORY =
  "For jobs in the European Union, the EU Pay Transparency Directive bans questions about a candidate's current or past pay. Ask about pay expectations instead.";

/**
 * The EU directive applies from 7 June 2026; the local backend's clock starts at the contract's
 * examples (21 November 2025): moved 200 days on, and signed in afresh (the seeded tokens' lives
 * have passed by then).
 */
async function afterTheEuDirective(page: Page) {
  await advanceClock(200 * 86_400);
  await signInWithPassword(page, 'jonas.weber@northwind-analytics.example');
}

/** A new job's form with a title, a description and one location picked by what is typed. */
async function newJobIn(page: Page, title: string, typed: string, location: string) {
  await page.goto('/employer/job');
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('What the role is about, in a sentence or two.');
  await page.getByRole('combobox', { name: 'Locations' }).fill(typed);
  await page.getByRole('option', { name: location }).click();
}

test('a New York City job is refused without pay and with an open-ended range, in the law’s words', async ({
  page,
}) => {
  const login = await signInAs(page, 'employerOneCompany');
  await newJobIn(page, 'Store Operations Manager', 'New Y', 'New York, NY, United States');
  const salary = page.getByRole('group', { name: 'Salary' });
  const gaps = salary.getByRole('note').getByRole('list', { name: 'Before publishing' });
  await expect(gaps.getByRole('listitem')).toHaveText([NYC_RANGE]);
  // "From 0": a range with no real minimum is open-ended, which New York City refuses.
  await page.getByLabel('Show a salary range').check();
  await page.getByLabel('Minimum').fill('0');
  await page.getByLabel('Maximum').fill('90000');
  await choose(page, 'Currency', 'USD');
  await expect(gaps.getByRole('listitem')).toHaveText([NYC_OPEN_ENDED]);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/employer\/job\/details\/[0-9a-f-]{36}$/);
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(`Can't publish: ${NYC_OPEN_ENDED}`);

  // The server refuses the same, whoever asks (the API, not only the app's disabled button).
  const jobId = page.url().split('/').at(-1)!;
  const employerId = login.user.employers[0]!.employer_id;
  const refused = await page.request.patch(
    `${API_URL}/v2/employers/${employerId}/jobs/${jobId}/status/`,
    { headers: { authorization: `Bearer ${login.access}` }, data: { status: 'published' } },
  );
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    code: 'pay_transparency_required',
    detail: NYC_OPEN_ENDED,
  });

  // A real minimum: it publishes.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Minimum').fill('70000');
  await expect(salary.getByRole('note')).not.toContainText('Before publishing');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/employer\/job\/details\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish this job?' })
    .getByRole('button', { name: 'Publish job' })
    .click();
  await expect(page.getByText('“Store Operations Manager” is now published')).toBeVisible();
});

test('a pay-history question is refused on a Berlin job, under its prompt; a pay expectation is not', async ({
  page,
}) => {
  await afterTheEuDirective(page);
  await newJobIn(page, 'Platform Engineer', 'Berl', 'Berlin, Germany');
  const section = page.getByRole('group', { name: 'Screening questions' });
  const questions = section.getByRole('list', { name: 'Screening questions' });
  await section.getByRole('button', { name: 'Add question' }).click();
  const first = questions.getByRole('group', { name: 'Question 1' });
  await first
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('What is your current salary?');
  await section.getByRole('button', { name: 'Add question' }).click();
  const second = questions.getByRole('group', { name: 'Question 2' });
  await second
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill('What salary do you expect?');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(first.getByText(EU_PAY_HISTORY)).toBeVisible();
  await expect(second.getByText(EU_PAY_HISTORY)).toHaveCount(0);
  await expect(page).toHaveURL(/\/employer\/job$/); // not saved: the form keeps what was typed
  await expect(first.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(
    'What is your current salary?',
  );
  // Asked about expectations instead, it saves.
  await first.getByRole('textbox', { name: 'Question', exact: true }).fill('When could you start?');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/employer\/job\/details\/[0-9a-f-]{36}$/);
});

test('an application on the Berlin job without stated pay cannot move to Interviewing; the reason is said', async ({
  page,
}) => {
  await afterTheEuDirective(page);
  await page.goto('/employer/jobs');
  await page.getByRole('link', { name: 'Engineering Manager, Platform' }).first().click();
  await page.getByRole('button', { name: 'Pipeline' }).click();
  const column = (name: RegExp) => page.getByRole('region', { name });
  const card = column(/^Submitted/)
    .getByRole('article')
    .first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: `Move ${name} to…` }).click();
  await page.getByRole('menuitem', { name: 'In review' }).click();
  const reviewed = column(/^In review/).getByRole('article', { name: `Application from ${name}` });
  await reviewed.getByRole('button', { name: `Move ${name} to…` }).click();
  await page.getByRole('menuitem', { name: 'Interviewing' }).click();
  await expect(page.getByText('The status was not changed')).toBeVisible();
  await expect(page.getByText(EU_INTERVIEW)).toBeVisible();
  // The card went back; the server kept it in review.
  await expect(
    column(/^In review/).getByRole('article', { name: `Application from ${name}` }),
  ).toBeVisible();
  await expect(
    column(/^Interviewing/).getByRole('article', { name: `Application from ${name}` }),
  ).toHaveCount(0);
});
