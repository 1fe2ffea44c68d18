/**
 * Employer company flows: the dashboard with job counts, choosing among several
 * companies, onboarding a new company, and the company page with its editor (owners only) —
 * in Chromium against the built app and the Prism mock.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { prefer, recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import type * as T from '../generated/types.gen';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const counts = contractExample<T.JobStatusCount>(
  '/v2/employers/{employerId}/jobs/status-count/',
  'get',
  '200',
);
const jobs = contractExample<T.PaginatedEmployerJobList>(
  '/v2/employers/{employerId}/jobs/',
  'get',
  '200',
);
const company = contractExample<T.Employer>('/v2/public/employers/{employerSlug}/', 'get', '200');
/** A real (decodable) 1×1 PNG: the logo preview shows what was picked. */
const PNG_1X1 =
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c49444154789c6390cfdf020001f30143018783600000000049454e44ae426082';
const publicJobs = contractExample<T.PaginatedJobList>(
  '/v2/public/employers/{employerSlug}/jobs/',
  'get',
  '200',
);

test('an employer with one company lands on the dashboard with job counts per status', async ({
  page,
}) => {
  await signInAs(page, 'employerOneCompany');
  await page.goto('/employer');
  await expect(page).toHaveTitle('Dashboard | Jobboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Jobs by status' });
  await expect(overview.getByRole('link', { name: `All jobs ${counts.total}` })).toBeVisible();
  await expect(overview.getByRole('link', { name: `Published ${counts.published}` })).toBeVisible();
  await expect(overview.getByRole('link', { name: `Draft ${counts.draft}` })).toBeVisible();
  await expect(overview.getByRole('link', { name: `Closed ${counts.closed}` })).toBeVisible();
  await expect(overview.getByRole('link', { name: `Archived ${counts.archived}` })).toBeVisible();

  // The newest jobs with their application counts.
  const newest = page.getByRole('region', { name: 'Newest jobs' });
  const first = jobs.results[1]!;
  const row = newest.getByRole('listitem').filter({ hasText: first.title });
  await expect(row).toContainText(`${first.applications_count} applications`);

  // Quick actions for an owner; a status card opens the filtered list.
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Post a job' }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Invite a teammate' }).first(),
  ).toBeVisible();
  await overview.getByRole('link', { name: `Published ${counts.published}` }).click();
  await expect(page).toHaveURL(/\/employer\/jobs\?status=published$/);
  await expect(
    page
      .getByRole('link', { name: /^Published/, exact: false })
      .and(page.locator('[aria-current="page"]')),
  ).toBeVisible();
});

test('an employer with several companies chooses one, lands on its dashboard and can switch', async ({
  page,
}) => {
  const user = contractExample<T.User>('/v2/user/', 'get', '200', 'employerSeveralCompanies');
  const [first, second] = user.employers;
  await signInAs(page, 'employerSeveralCompanies');
  await page.goto('/employer');
  await expect(page).toHaveURL(/\/employer\/select-company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a company' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(first!.employer_name) })).toContainText(
    'Owner',
  );
  await expect(page.getByRole('button', { name: new RegExp(second!.employer_name) })).toContainText(
    'Admin',
  );

  await page.getByRole('button', { name: new RegExp(second!.employer_name) }).click();
  await expect(page).toHaveURL(/\/employer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const switcher = page.getByRole('button', {
    name: `Company: ${second!.employer_name}. Switch company`,
  });
  await expect(switcher).toBeVisible();
  // An admin posts jobs but does not manage the team.
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Post a job' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Invite a teammate' })).toHaveCount(
    0,
  );

  await switcher.click();
  await page.getByRole('menuitem', { name: new RegExp(first!.employer_name) }).click();
  await expect(
    page.getByRole('button', { name: `Company: ${first!.employer_name}. Switch company` }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Invite a teammate' }).first(),
  ).toBeVisible();
});

test('an employer without a company creates one in onboarding and lands on its dashboard', async ({
  page,
}) => {
  // Daniel, as the local backend knows him: an employer without a company.
  await signInAs(page, 'employerNoCompany', { answeredBy: 'backend' });
  const posts: Record<string, unknown>[] = [];
  await page.route(
    (url) => url.pathname === '/v2/employers/',
    async (route) => {
      if (route.request().method() === 'POST') posts.push(route.request().postDataJSON());
      await route.fallback();
    },
  );
  const uploads = recordRequests(page, '/v2/public/applications/generate-presigned-post/');
  await page.goto('/employer');
  await expect(page).toHaveURL(/\/employer\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your company' })).toBeVisible();

  // Nothing typed: the name is required and nothing is sent.
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toHaveLength(0);

  await page.getByLabel('Company name').fill('Osprey Freight');
  await page.getByLabel('Website').fill('https://osprey-freight.example');
  await page.getByLabel('Industry').fill('Software & Data');
  await page.getByRole('combobox', { name: 'Company size' }).click();
  await page.getByRole('option', { name: '51-200 people' }).click();
  await page.getByRole('combobox', { name: 'Headquarters' }).fill('Ber');
  await page.getByRole('option', { name: 'Berlin, Germany' }).click();
  await expect(page.getByRole('list', { name: 'Selected headquarters' })).toContainText(
    'Berlin, Germany',
  );
  await page.getByRole('textbox', { name: 'Phone' }).fill('+49 30 12345678');
  // The description, from the keyboard alone: Ctrl+B for bold, Ctrl+Shift+8 for a bulleted list.
  const about = page.getByRole('textbox', { name: 'About the company' });
  await about.focus();
  await page.keyboard.type('We build ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('forecasting');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' tools.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+Shift+8');
  await page.keyboard.type('Hybrid');
  await page.keyboard.press('Enter');
  await page.keyboard.type('30 days of leave');
  await expect(about.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Upload logo').setInputFiles({
    name: 'osprey.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1X1, 'hex'),
  });
  await expect(page.getByRole('img', { name: 'Osprey Freight logo' })).toBeVisible();

  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/employer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Osprey Freight');
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Osprey Freight');

  // The server kept the company page, with the uploaded logo.
  const api = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4010}`;
  const company = (await (
    await page.request.get(`${api}/v2/public/employers/osprey-freight/`)
  ).json()) as T.Employer;
  expect(company).toMatchObject({
    name: 'Osprey Freight',
    website: 'https://osprey-freight.example',
    headquarters: { name: 'Berlin, Germany' },
    description:
      '<p>We build <strong>forecasting</strong> tools.</p><ul><li>Hybrid</li><li>30 days of leave</li></ul>',
  });
  expect(company.logo_url).toMatch(/\/company-logos\/.+\/osprey\.png$/);
  expect((await (await page.request.get(company.logo_url!)).body()).toString('hex')).toBe(PNG_1X1);

  expect(uploads).toHaveLength(1);
  expect(posts).toHaveLength(1);
  const body = posts[0]!;
  expect(body).toMatchObject({
    name: 'Osprey Freight',
    website: 'https://osprey-freight.example',
    industry: 'Software & Data',
    size: '51-200',
    headquarters_id: '7eb3ae74-5935-49f2-b073-9f69bc12054f',
    phone: '+493012345678',
    description:
      '<p>We build <strong>forecasting</strong> tools.</p><ul><li>Hybrid</li><li>30 days of leave</li></ul>',
  });
  expect(body.logo_key).toMatch(/\S+/);
});

test('onboarding shows the server field errors under their fields', async ({ page }) => {
  await signInAs(page, 'employerNoCompany');
  await prefer(page, '/v2/employers/', { code: 400, example: 'invalidFields', method: 'POST' });
  await page.goto('/employer/onboarding');
  await page.getByLabel('Company name').fill('Kestrel Logistics');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid URL.')).toBeVisible();
  await expect(
    page.getByText('Enter a valid phone number in international format, e.g. +4930123456.'),
  ).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Kestrel Logistics');
  await expect(page).toHaveURL(/\/employer\/onboarding$/);
});

test('the company page shows the public view and lets an owner edit it', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  const puts = recordRequests(page, `/v2/employers/${company.id}/`);
  await page.goto(`/employer/${company.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(page.getByText(company.industry!)).toBeVisible();
  await expect(page.getByText('Series B, profitable since 2024')).toBeVisible();
  const open = page.getByRole('region', { name: /Open jobs/ });
  for (const job of publicJobs.results)
    await expect(
      open.getByRole('link', { name: new RegExp(job.title.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();

  await page.getByRole('button', { name: 'Edit company' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit company page' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(company.name);
  await expect(page.getByRole('list', { name: 'Selected headquarters' })).toContainText(
    'Berlin, Germany',
  );
  await expect(
    page.getByRole('textbox', { name: 'About the company' }).locator('strong'),
  ).toHaveText('Northwind Analytics');
  await page.getByLabel('Industry').fill('Retail analytics');
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByText('The company page was saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit company page' })).toHaveCount(0);

  const put = puts.find((r) => r.method === 'PUT');
  const body = JSON.parse(put!.body!);
  expect(body).toMatchObject({
    name: company.name,
    industry: 'Retail analytics',
    headquarters_id: '7eb3ae74-5935-49f2-b073-9f69bc12054f',
  });
  expect(body).not.toHaveProperty('logo_key'); // omitted: keep the current logo
  // Untouched, the description goes back exactly as the server sent it.
  expect(body.description).toBe(company.description);
});

test('the company page shows a forced 403 as a message', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  await prefer(page, `/v2/employers/${company.id}/`, {
    code: 403,
    example: 'permissionDenied',
    method: 'PUT',
  });
  await page.goto(`/employer/${company.slug}`);
  await page.getByRole('button', { name: 'Edit company' }).click();
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'You do not have permission to perform this action.' }),
  ).toBeVisible();
});

test('a member sees the company page without edit actions', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto(`/employer/${company.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /Open jobs/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit company' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Post a job' })).toHaveCount(0);
});

/** Images on the page that failed to load (naturalWidth 0) and are still visible: the broken-image box. */
async function visibleBrokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && img.checkVisibility())
      .map((img) => img.outerHTML),
  );
}

test('a logo that fails to load shows the placeholder on the company page and in its editor', async ({
  page,
}) => {
  await signInAs(page, 'employerOneCompany', { answeredBy: 'backend' });
  const failed: string[] = [];
  await page.route(
    (url) => /\/logos\/northwind-analytics\.[a-z]+$/.test(url.pathname),
    async (route) => {
      failed.push(route.request().url());
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    },
  );
  await page.goto(`/employer/${company.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  const header = page.getByRole('main').locator('header');
  await expect(
    header.locator('[data-slot="company-logo"][data-state="fallback"] svg'),
  ).toBeVisible();
  expect(failed.length).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: `${company.name} logo` })).toHaveCount(0);
  expect(await visibleBrokenImages(page)).toEqual([]);

  await page.getByRole('button', { name: 'Edit company' }).click();
  const form = page.getByRole('main').locator('form');
  await expect(form.locator('[data-slot="company-logo"][data-state="fallback"] svg')).toBeVisible();
  // The logo is still set (only its file is unreachable): it can be replaced or removed.
  await expect(form.getByRole('button', { name: 'Remove logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: `${company.name} logo` })).toHaveCount(0);
  expect(await visibleBrokenImages(page)).toEqual([]);
});
