/**
 * Applications a candidate can follow and withdraw, against the local backend: the
 * applied-jobs stage filter, an application's own page with its history, Withdraw on both sides
 * after a reload, and the email an employer's move sends when application_updates is on.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { API_URL, expect, mailbox, test } from './support/test';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import { settledToast } from './support/toast';
import type * as T from '../generated/types.gen';

const MAYA = 'maya.okafor@example.com';
const JONAS = 'jonas.weber@northwind-analytics.example';
const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const DATA_ENGINEER = 'c1ec743a-b05b-48cf-8fa1-b2413de69e7d';
const MAYA_DATA_ENGINEER = 'ee9ec9b7-0304-4055-a8ad-ef5b17e16ffc';
const FRONTEND = '478e8225-9d61-48b1-9819-86f0bb204187';
const AMIRA_FRONTEND = '0eaf3b87-8b9a-4a38-b31d-5a6f56e7f2f9';

/** Jonas (Northwind's owner) moves an application through the API. */
async function move(
  request: APIRequestContext,
  jonas: { access: string },
  jobId: string,
  applicationId: string,
  status: T.ApplicationStatus,
) {
  const response = await request.patch(
    `${API_URL}/v2/employers/${NORTHWIND}/jobs/${jobId}/applications/${applicationId}/status/`,
    { headers: bearer(jonas), data: { status } },
  );
  assertNoViolation(response);
  return response;
}

/** A second browser context signed in as Jonas, on a job's details page. */
async function employerPage(browser: Browser, jobId: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, JONAS);
  await page.goto(`/employer/job/details/${jobId}`);
  return page;
}

test('the candidate filters by stage, opens an in-review application, sees its history and withdraws it; the employer sees it withdrawn', async ({
  page,
  browser,
}) => {
  // Jonas reconsiders Maya's Data Engineer application: it is in review again.
  const jonasLogin = await page.request.post(`${API_URL}/v2/auth/login/`, {
    data: { email: JONAS, password: 'correct-horse-battery-staple' },
  });
  const jonas = (await jonasLogin.json()) as { access: string };
  expect(
    (await move(page.request, jonas, DATA_ENGINEER, MAYA_DATA_ENGINEER, 'in_review')).status(),
  ).toBe(200);

  await signInWithPassword(page, MAYA);
  await page.goto('/applied-jobs');
  const filter = page.getByRole('navigation', { name: 'Filter by stage' });
  await expect(page.getByRole('status').filter({ hasText: '3 applications' })).toBeVisible();
  await filter.getByRole('link', { name: 'In review' }).click();
  await expect(page).toHaveURL(/\?stage=in_review$/);
  await expect(filter.getByRole('link', { name: 'In review' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('status').filter({ hasText: '2 applications' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const rows = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(rows.getByRole('heading')).toHaveText([
    'Data Engineer',
    'Senior Backend Engineer (Python/Django)',
  ]);
  await expect(rows.first()).toContainText('Stage: In review');
  await expect(rows.first()).toContainText('Updated');
  // A stage with none: its own empty state.
  await filter.getByRole('link', { name: 'Offer made' }).click();
  await expect(page.getByRole('heading', { name: 'None in this stage' })).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'Data Engineer' }).click();
  await expect(page).toHaveURL(`/applied-jobs/${MAYA_DATA_ENGINEER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Engineer' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveText([/^Submitted · /, /^Not selected · /, /^In review · /]);
  await expect(page.getByRole('region', { name: 'What you sent' })).toContainText(
    'maya-okafor-cv-2025.pdf',
  );

  await page.getByRole('button', { name: 'Withdraw application' }).click();
  const confirmDialog = page.getByRole('dialog', {
    name: 'Withdraw your application to Data Engineer?',
  });
  await expect(confirmDialog).toContainText("You can't apply to this job again.");
  await confirmDialog.getByRole('button', { name: 'Withdraw application' }).click();
  await settledToast(page, 'Your application was withdrawn');
  await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText(
    'Stage: Withdrawn',
  );
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  // Withdraw is gone: focus goes to the page's main heading (decision 012).
  await expect(page.getByRole('heading', { level: 1, name: 'Data Engineer' })).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Where it stands' })).toContainText(
    'Stage: Withdrawn',
  );
  await expect(history.last()).toHaveText(/^Withdrawn · /);
  await page.goto('/applied-jobs?stage=withdrawn');
  await expect(page.getByRole('heading', { level: 2, name: 'Data Engineer' })).toBeVisible();

  // The employer, after a reload, sees it withdrawn and has no status select for it.
  const employer = await employerPage(browser, DATA_ENGINEER);
  const card = employer.getByRole('article', { name: 'Application from Maya Okafor' });
  await expect(card).toContainText('Withdrawn by the candidate');
  await employer.reload();
  await expect(card).toContainText('Withdrawn by the candidate');
  await expect(card.getByRole('combobox')).toHaveCount(0);
  // And the server refuses a move all the same.
  const refused = await move(
    page.request,
    jonas,
    DATA_ENGINEER,
    MAYA_DATA_ENGINEER,
    'interviewing',
  );
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'application_withdrawn' });
  await employer.context().close();
});

test('an employer move mails the candidate when application_updates is on', async ({ browser }) => {
  // Amira applied to Senior Frontend Engineer; her application_updates setting is on (seed).
  const employer = await employerPage(browser, FRONTEND);
  await employer
    .getByRole('combobox', { name: 'Status of the application from Amira Haddad' })
    .click();
  await employer.getByRole('option', { name: 'In review', exact: true }).click();
  await expect(employer.getByText('Amira Haddad is now in review')).toBeVisible();
  await expect
    .poll(async () => (await mailbox('amira.haddad@example.com')).map((m) => m.subject))
    .toEqual([
      'Your application for Senior Frontend Engineer (React) at Northwind Analytics: In review',
    ]);
  const [mail] = await mailbox('amira.haddad@example.com');
  expect(new URL(mail!.link).pathname).toBe(`/applied-jobs/${AMIRA_FRONTEND}`);
  await employer.context().close();
});
