/**
 * Voluntary self-identification (the contract's self-identification tag) in Chromium against the
 * built app and the local backend: the owner offers the EEO and veteran forms, the candidate answers
 * them after "Send application"; the employer's application list, pipeline card, the application
 * itself and the CSV export hold none of it; the owner's report counts it, suppressed ("fewer than
 * 5"); the admin sees no report. Skip leaves it for the application's page, where the keyboard
 * alone answers it.
 */
import type { Locator, Page } from '@playwright/test';
import { API_URL, expect as baseExpect, test } from './support/test';
import { assertNoViolation, bearer, signInWithPassword, switchUser } from './support/real-session';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const JONAS = 'jonas.weber@northwind-analytics.example'; // owner
const TOMAS = 'tomas.rivera@northwind-analytics.example'; // admin
const MAYA = 'maya.okafor@example.com'; // the candidate
const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
/** Northwind's Senior Frontend Engineer job: no screening questions, Maya has not applied yet. */
const JOB = {
  id: '478e8225-9d61-48b1-9819-86f0bb204187',
  slug: 'senior-frontend-engineer-northwind',
};

/** What Maya answers: none of these words may reach an employer's view of her application. */
const ANSWERS = {
  'Race/ethnicity': 'Asian (not Hispanic or Latino)',
  Sex: 'Female',
  'Veteran status': 'I am not a protected veteran',
} as const;
const FORBIDDEN = [
  'Asian',
  'Female',
  'protected veteran',
  'asian',
  'female',
  'not_protected_veteran',
  'self-identification',
  'self_identification',
];

async function expectNoneOfTheAnswers(where: Locator | string, what: string) {
  const text = typeof where === 'string' ? where : await where.innerText();
  for (const word of FORBIDDEN) expect(text, `${what} shows "${word}"`).not.toContain(word);
}

/** Maya applies to the job with her profile's details: the apply dialog after "Send application". */
async function applyAsMaya(page: Page) {
  await switchUser(page, MAYA);
  await page.goto(`/job/${JOB.slug}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: /^Apply for / });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  return dialog;
}

test('a candidate answers self-identification after applying; no employer view shows it; the owner’s report suppresses it', async ({
  page,
}) => {
  // The owner offers two forms (none by default).
  await signInWithPassword(page, JONAS);
  await page.goto('/employer/northwind-analytics');
  const settings = page.getByRole('region', { name: 'Voluntary self-identification' });
  const eeo = settings.getByRole('checkbox', { name: 'Equal employment opportunity' });
  await expect(eeo).not.toBeChecked();
  await eeo.click();
  await settings.getByRole('checkbox', { name: 'Protected veteran status' }).click();
  await settings.getByRole('button', { name: 'Save forms' }).click();
  await expect(page.getByText('Self-identification forms saved')).toBeVisible();

  // The candidate applies; under the confirmation, the optional step with the standard texts.
  const dialog = await applyAsMaya(page);
  await expect(dialog.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  const step = dialog.getByRole('region', { name: 'Voluntary self-identification' });
  await expect(step.getByRole('heading', { name: 'Equal employment opportunity' })).toBeVisible();
  await expect(step.getByRole('heading', { name: 'Protected veteran status' })).toBeVisible();
  await expect(step.getByRole('button', { name: 'Skip' })).toBeVisible();
  for (const [question, answer] of Object.entries(ANSWERS))
    await step.getByRole('group', { name: question }).getByRole('radio', { name: answer }).click();
  await step.getByRole('button', { name: 'Submit' }).click();
  await expect(
    step.getByText(
      'Thank you. Your answers were received and are kept apart from your application.',
    ),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Later, on the application's page, it says it was answered (once).
  await page.goto('/applied-jobs');
  await page
    .getByRole('link', { name: /Senior Frontend Engineer/ })
    .first()
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Voluntary self-identification' })
      .getByText('Thank you. Your answers were received and are kept apart from your application.'),
  ).toBeVisible();

  // The owner: the list, her card opened, the pipeline card, the application and the CSV.
  const jonas = await switchUser(page, JONAS);
  await page.goto(`/employer/job/details/${JOB.id}`);
  const card = page.getByRole('article', { name: 'Application from Maya Okafor' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Activity and notes' }).click();
  await expect(card.getByRole('list', { name: 'Activity, oldest first' })).toBeVisible();
  await expectNoneOfTheAnswers(page.getByRole('main'), 'the application list');
  await page.getByRole('button', { name: 'Pipeline' }).click();
  const pipelineCard = page.getByRole('article', { name: 'Application from Maya Okafor' });
  await expect(pipelineCard).toBeVisible();
  await expectNoneOfTheAnswers(page.getByRole('main'), 'the pipeline');

  const list = await page.request.get(
    `${API_URL}/v2/employers/${NORTHWIND}/jobs/${JOB.id}/applications/?page_size=100`,
    { headers: bearer(jonas) },
  );
  assertNoViolation(list);
  const mayas = (
    (await list.json()) as { results: { id: string; applicant_name: string }[] }
  ).results.find((a) => a.applicant_name === 'Maya Okafor');
  expect(mayas).toBeDefined();
  const one = await page.request.get(
    `${API_URL}/v2/employers/${NORTHWIND}/jobs/${JOB.id}/applications/${mayas?.id}/`,
    { headers: bearer(jonas) },
  );
  assertNoViolation(one);
  expect(await one.text()).toContain('Maya Okafor');
  await expectNoneOfTheAnswers(await one.text(), 'the application');
  const csv = await page.request.get(
    `${API_URL}/v2/employers/${NORTHWIND}/jobs/${JOB.id}/applications/export/`,
    { headers: bearer(jonas) },
  );
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain('Maya Okafor');
  await expectNoneOfTheAnswers(text, 'the CSV export');

  // The owner's report, in the job's Activity tab: one answer each, all "fewer than 5".
  await page.goto(`/employer/job/details/${JOB.id}?tab=activity`);
  const report = page.getByRole('region', { name: 'Self-identification report' });
  await expect(report.getByText('Candidates who answered: fewer than 5')).toBeVisible();
  const race = report.getByRole('table', { name: 'Equal employment opportunity: Race/ethnicity' });
  await expect(race.getByRole('row', { name: /^Asian \(not Hispanic or Latino\)/ })).toContainText(
    'fewer than 5',
  );
  await expect(race.getByRole('row', { name: /^Hispanic or Latino/ })).toContainText('0');
  await expect(race.getByRole('row', { name: /^Total/ })).toContainText('fewer than 5');
  await expect(
    report.getByRole('table', { name: 'Protected veteran status: Veteran status' }),
  ).toBeVisible();
  await expect(report.getByRole('table')).toHaveCount(3);

  // The admin chooses forms but sees no report.
  await switchUser(page, TOMAS);
  await page.goto(`/employer/job/details/${JOB.id}?tab=activity`);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Self-identification report' })).toHaveCount(0);
});

test('Skip leaves it for later; the application’s page offers it again, answered with the keyboard alone', async ({
  page,
}) => {
  await signInWithPassword(page, JONAS);
  await page.goto('/employer/northwind-analytics');
  const settings = page.getByRole('region', { name: 'Voluntary self-identification' });
  await settings.getByRole('checkbox', { name: 'Equal employment opportunity' }).click();
  await settings.getByRole('button', { name: 'Save forms' }).click();
  await expect(page.getByText('Self-identification forms saved')).toBeVisible();

  const dialog = await applyAsMaya(page);
  await dialog.getByRole('button', { name: 'Skip' }).click();
  const skipped = dialog.getByRole('status').filter({ hasText: 'Skipped' });
  await expect(skipped).toHaveText(
    'Skipped. You can still answer the voluntary self-identification from this application in your applied jobs.',
  );
  await expect(skipped).toBeFocused();
  await page.keyboard.press('Escape');

  await page.goto('/applied-jobs');
  await page
    .getByRole('link', { name: /Senior Frontend Engineer/ })
    .first()
    .click();
  const step = page.getByRole('region', { name: 'Voluntary self-identification' });
  const race = step.getByRole('group', { name: 'Race/ethnicity' });
  await race.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(race.getByRole('radio', { name: 'White (not Hispanic or Latino)' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(step.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(step.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const thanks = step.getByRole('status');
  await expect(thanks).toHaveText(
    'Thank you. Your answers were received and are kept apart from your application.',
  );
  await expect(thanks).toBeFocused();
});
