/**
 * Screening questions against the stateful local backend: the seeded employer
 * adds three questions to a draft (one required yes/no whose "No" disqualifies), reorders them by
 * keyboard and publishes the job; the seeded candidate applies: a missing required answer is
 * refused under its question before anything is sent; a question the employer tightens while the
 * dialog is open is refused by the server, under that question, with everything kept; then the
 * application goes with the disqualifying answer, and the employer sees the answers as asked and
 * the Knockout flag. The candidate is never told.
 */
import type { Browser, Page } from '@playwright/test';
import { API_URL, expect as baseExpect, test } from './support/test';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const MAYA = 'maya.okafor@example.com';
const JONAS = 'jonas.weber@northwind-analytics.example';
const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const DRAFT = { id: 'd70e64e7-2db2-4189-a0fb-4d61cead77f9', title: 'Senior Product Designer' };
const WORK = 'Are you allowed to work in the EU?';
const PORTFOLIO = 'Link to your portfolio';
const YEARS = 'Years of design experience';

/** Radix select: open it by its accessible name and pick an option. */
async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A second person in their own browser context, its answers checked against the contract too. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('response', (response) => {
    const header = response.headers()['sl-violations'];
    if (header) violations.push(`${response.request().method()} ${response.url()}: ${header}`);
  });
  return { context, page, violations };
}

test('an employer asks screening questions; a candidate answers them, refused in words under the question, and arrives flagged', async ({
  page,
  browser,
}) => {
  // The employer adds three questions to the draft.
  const jonas = await signInWithPassword(page, JONAS);
  await page.goto(`/employer/job/${DRAFT.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  const section = page.getByRole('group', { name: 'Screening questions' });
  await expect(section).toContainText('This job asks no questions.');

  await section.getByRole('button', { name: 'Add question' }).click();
  const questions = section.getByRole('list', { name: 'Screening questions' });
  const first = questions.getByRole('group', { name: 'Question 1' });
  await first.getByRole('textbox', { name: 'Question', exact: true }).fill(WORK);
  await first.getByLabel('No disqualifies').check();
  await expect(first.getByRole('switch', { name: 'Required' })).toBeChecked();

  await choose(page, 'New question answered with', 'Number');
  await section.getByRole('button', { name: 'Add question' }).click();
  const second = questions.getByRole('group', { name: 'Question 2' });
  await second.getByRole('textbox', { name: 'Question', exact: true }).fill(YEARS);
  await second.getByLabel('Smallest answer').fill('0');
  await second.getByLabel('Largest answer').fill('40');
  await second.getByRole('switch', { name: 'Required' }).click();

  await choose(page, 'New question answered with', 'Short text');
  await section.getByRole('button', { name: 'Add question' }).click();
  const third = questions.getByRole('group', { name: 'Question 3' });
  await third.getByRole('textbox', { name: 'Question', exact: true }).fill(PORTFOLIO);
  await third.getByRole('switch', { name: 'Required' }).click();

  // Reorder by keyboard: the portfolio question moves above the number question.
  await third.getByRole('button', { name: 'Move question 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    questions
      .getByRole('group', { name: 'Question 2' })
      .getByRole('textbox', { name: 'Question', exact: true }),
  ).toHaveValue(PORTFOLIO);
  await expect(
    questions
      .getByRole('group', { name: 'Question 3' })
      .getByRole('textbox', { name: 'Question', exact: true }),
  ).toHaveValue(YEARS);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/employer/job/details/${DRAFT.id}$`));
  await choose(page, `Status of ${DRAFT.title}`, 'Published');
  await page
    .getByRole('dialog', { name: 'Publish this job?' })
    .getByRole('button', { name: 'Publish job' })
    .click();
  await expect(page.getByText(`“${DRAFT.title}” is now published`)).toBeVisible();

  // What the server kept: three questions in the new order, "No" disqualifying the first.
  const kept = await page.request.get(`${API_URL}/v2/employers/${NORTHWIND}/jobs/${DRAFT.id}/`, {
    headers: bearer(jonas),
  });
  assertNoViolation(kept);
  const job = (await kept.json()) as T.EmployerJobDetail;
  expect(job.questions.map((q) => [q.prompt, q.kind, q.required, q.knockout_answers])).toEqual([
    [WORK, 'yes_no', true, ['no']],
    [PORTFOLIO, 'short_text', false, []],
    [YEARS, 'number', false, []],
  ]);

  // The candidate opens the apply dialog.
  const maya = await otherPerson(browser);
  await signInWithPassword(maya.page, MAYA);
  await maya.page.goto(`/job/${job.slug}`);
  await maya.page.getByRole('button', { name: 'Apply now' }).click();
  const apply = maya.page.getByRole('dialog', { name: `Apply for ${DRAFT.title}` });
  const work = apply.getByRole('group', { name: WORK });
  await expect(work.getByRole('radio', { name: 'Yes' })).toBeVisible();
  // Nobody tells the candidate which answer disqualifies.
  await expect(apply).not.toContainText(/disqualif|knockout/i);

  // Nothing answered: refused before sending, in words under the question.
  const submits: string[] = [];
  maya.page.on('request', (r) => {
    if (r.url().endsWith('/v2/public/applications/submit/')) submits.push(r.method());
  });
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(work).toHaveAccessibleDescription('Choose Yes or No');
  await expect(work.getByRole('radio', { name: 'Yes' })).toBeFocused();
  expect(submits).toEqual([]);

  // While the dialog is open the employer narrows the number question to at most 10 years.
  const input: T.JobInput = {
    title: job.title,
    description: job.description,
    employment_type: job.employment_type,
    workplace_type: job.workplace_type,
    seniority: job.seniority,
    location_ids: job.locations.map((l) => l.id),
    salary: job.salary,
    valid_through: job.valid_through,
    skills: job.skills,
    questions: job.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      required: q.required,
      options: q.options,
      knockout_answers: q.knockout_answers,
      min: q.min,
      max: q.kind === 'number' ? 10 : q.max,
    })),
  };
  const narrowed = await page.request.patch(
    `${API_URL}/v2/employers/${NORTHWIND}/jobs/${DRAFT.id}/`,
    { headers: bearer(jonas), data: input },
  );
  assertNoViolation(narrowed);
  expect(narrowed.status()).toBe(200);

  // The candidate answers "No" and 15 years (the dialog still allows 40): the server refuses the
  // number under its question, and everything typed stays.
  await work.getByRole('radio', { name: 'No' }).check();
  await expect(work).not.toHaveAccessibleDescription('Choose Yes or No');
  await apply.getByLabel(PORTFOLIO).fill('https://maya.example/work');
  await apply.getByLabel(YEARS).fill('15');
  await apply.getByRole('button', { name: 'Send application' }).click();
  // In the words the app uses too (QuestionAnswerInput's `x-messages`).
  await expect(apply.getByLabel(YEARS)).toHaveAccessibleDescription(/Enter a number up to 10$/);
  expect(submits).toEqual(['POST']);
  await expect(work.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(apply.getByLabel(PORTFOLIO)).toHaveValue('https://maya.example/work');
  await expect(apply.getByLabel(YEARS)).toHaveValue('15');

  await apply.getByLabel(YEARS).fill('8');
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await expect(apply).not.toContainText(/disqualif|knockout/i);
  expect(maya.violations).toEqual([]);
  await maya.context.close();

  // The employer sees the answers as asked and the Knockout flag, in words.
  await page.goto(`/employer/job/details/${DRAFT.id}`);
  const card = page.getByRole('article', { name: 'Application from Maya Okafor' });
  await expect(card.getByText('Knockout', { exact: true })).toBeVisible();
  const answers = card.getByRole('region', { name: 'Answers' });
  await expect(answers).toContainText(`${WORK}No(disqualifying answer)`);
  await expect(answers).toContainText(`${PORTFOLIO}https://maya.example/work`);
  await expect(answers).toContainText(`${YEARS}8`);
});
