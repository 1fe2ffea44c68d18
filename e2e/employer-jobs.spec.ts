/**
 * Employer job flows: create, edit (server field errors under their fields, unsaved
 * changes), change status, delete (and 409 when a job has applications), read applications by
 * status and move one along its pipeline, and a member's read-only view — in Chromium against the
 * built app and the Prism mock.
 *
 * Over 350 lines on purpose: one spec for this area, its tests sharing the set-up and helpers
 * above; split it by describe block if it grows further.
 */
import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { chunkPath } from './support/chunks';
import { contractExample } from './support/contract-examples';
import { prefer, recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import type * as T from '../generated/types.gen';
import { fieldMessage } from '../src/lib/problem';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const list = contractExample<T.PaginatedEmployerJobList>(
  '/v2/employers/{employerId}/jobs/',
  'get',
  '200',
);
const detail = contractExample<T.EmployerJobDetail>(
  '/v2/employers/{employerId}/jobs/{jobId}/',
  'get',
  '200',
);
const draft = list.results.find((j) => j.status === 'draft')!;
const jobsPath = `/v2/employers/${employerId}/jobs/`;

/** Radix select: open it by its label and pick an option. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an owner creates a job: required fields first, then a draft that opens on its page', async ({
  page,
}) => {
  await signInAs(page, 'employerOneCompany');
  const posts = recordRequests(page, jobsPath);
  await page.goto('/employer/jobs');
  await page.getByRole('main').getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(/\/employer\/job$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByLabel('Job title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Job title')).toHaveAccessibleDescription('Enter a job title');
  await expect(page.getByText('Choose at least one location', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(posts.filter((r) => r.method === 'POST')).toHaveLength(0);

  await page.getByLabel('Job title').fill('Senior Product Designer');
  // The editor: toolbar buttons and their keyboard shortcuts.
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Shape how planners explore ');
  // The shortcut right after a typed space (keys stay in order; a click could overtake the space
  // while the editor has not read it yet), then the toolbar button to turn bold off again.
  const bold = page.getByRole('button', { name: 'Bold' });
  await page.keyboard.press('ControlOrMeta+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('forecasts');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('Own the design system');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Work with frontend');
  // Tab leaves the editor for the next field (it does not indent the list item).
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Employment type' })).toBeFocused();
  await expect(description.locator('strong')).toHaveText('forecasts');
  await expect(description.getByRole('listitem')).toHaveText([
    'Own the design system',
    'Work with frontend',
  ]);
  await expect(description).not.toHaveAttribute('aria-invalid');

  await choose(page, 'Employment type', 'Full-time');
  await choose(page, 'Workplace', 'Hybrid');
  await choose(page, 'Seniority', 'Senior');
  const locations = page.getByRole('combobox', { name: 'Locations' });
  await locations.fill('Ber');
  await page.getByRole('option', { name: 'Berlin, Germany' }).click();
  await locations.fill('Mun');
  await page.getByRole('option', { name: 'Munich, Germany' }).click();
  await expect(
    page.getByRole('list', { name: 'Selected locations' }).getByRole('listitem'),
  ).toHaveCount(2);

  await page.getByLabel('Show a salary range').check();
  await page.getByLabel('Minimum').fill('90000');
  await page.getByLabel('Maximum').fill('70000');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Enter a maximum no lower than the minimum')).toBeVisible();
  await page.getByLabel('Minimum').fill('70000');
  await page.getByLabel('Maximum').fill('85000');

  const skills = page.getByRole('textbox', { name: 'Skills' });
  await skills.fill('Figma');
  await skills.press('Enter');
  await skills.fill('Design systems, User research');
  await skills.press('Enter');
  await expect(page.getByRole('list', { name: 'Added skills' }).getByRole('listitem')).toHaveCount(
    3,
  );
  await page.getByLabel('Applications close on').fill('2030-01-31');

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/employer\/job\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Job saved as a draft')).toBeVisible();
  // The server kept the draft: its page shows it, and so does the jobs list after a reload.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Senior Product Designer' }),
  ).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Status of Senior Product Designer' }),
  ).toHaveText('Draft');

  const body = JSON.parse(posts.find((r) => r.method === 'POST')!.body!);
  expect(body).toEqual({
    title: 'Senior Product Designer',
    description:
      '<p>Shape how planners explore <strong>forecasts</strong>.</p><ul><li>Own the design system</li><li>Work with frontend</li></ul>',
    employment_type: 'full_time',
    workplace_type: 'hybrid',
    seniority: 'senior',
    location_ids: ['7eb3ae74-5935-49f2-b073-9f69bc12054f', '2ee707ab-eb70-4a15-adeb-4498bea71310'],
    salary: { min: 70000, max: 85000, currency: 'EUR', period: 'year' },
    benefits: null,
    valid_through: '2030-01-31T23:59:59Z',
    skills: ['Figma', 'Design systems', 'User research'],
  });
  expect(body).not.toHaveProperty('status');

  // The server kept the formatting: the job's page shows it (its Description tab), and the editor opens with it.
  const jobId = page.url().split('/').pop()!;
  await page.getByRole('tab', { name: 'Description' }).click();
  const shown = page
    .getByRole('heading', { name: 'Job description' })
    .locator('xpath=following-sibling::*[1]');
  await expect(shown.locator('strong')).toHaveText('forecasts');
  await expect(shown.getByRole('listitem')).toHaveText([
    'Own the design system',
    'Work with frontend',
  ]);
  await page.goto(`/employer/job/${jobId}`);
  const reopened = page.getByRole('textbox', { name: 'Description' });
  await expect(reopened.locator('strong')).toHaveText('forecasts');
  await expect(reopened.getByRole('listitem')).toHaveText([
    'Own the design system',
    'Work with frontend',
  ]);
  await expect(reopened.getByText('Shape how planners explore')).toBeVisible();
});

test('the description editor (Tiptap) is downloaded on the job form only, never on the public pages', async ({
  page,
}) => {
  const editorFile = chunkPath('src/components/rich-text-editor/tiptap-editor.tsx');
  const editorChunks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === editorFile) editorChunks.push(request.url());
  });
  const publicJob = contractExample<T.GetPublicJobResponse>(
    '/v2/public/jobs/{jobSlug}/',
    'get',
    '200',
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/job/${publicJob.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: publicJob.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(editorChunks).toEqual([]);

  await signInAs(page, 'employerOneCompany');
  await page.goto('/employer/job');
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
  expect(editorChunks).toHaveLength(1);
});

test('editing shows the server field error under its field and keeps what was typed', async ({
  page,
}) => {
  const problem = contractExample<T.Problem>(
    '/v2/employers/{employerId}/jobs/{jobId}/',
    'patch',
    '400',
    'invalidFields',
  );
  await signInAs(page, 'employerOneCompany');
  const patches = recordRequests(page, `${jobsPath}${detail.id}/`);
  await prefer(page, `${jobsPath}${detail.id}/`, {
    code: 400,
    example: 'invalidFields',
    method: 'PATCH',
  });
  await page.goto(`/employer/job/${detail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(detail.title);
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(
    description.getByRole('heading', { level: 3, name: 'About the role' }),
  ).toBeVisible();
  await expect(description.getByRole('link', { name: 'engineering handbook' })).toHaveAttribute(
    'href',
    'https://northwind-analytics.example/engineering',
  );
  await expect(page.getByRole('list', { name: 'Selected locations' })).toContainText(
    'Berlin, Germany',
  );
  await expect(page.getByLabel('Minimum')).toHaveValue('75000');
  await expect(page.getByLabel('Applications close on')).toHaveValue('2025-12-31');

  await page.getByLabel('Maximum').fill('100000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const closing = page.getByLabel('Applications close on');
  await expect(closing).toHaveAttribute('aria-invalid', 'true');
  const message = fieldMessage(problem, 'valid_through')!;
  await expect(page.getByText(message)).toBeVisible();
  await expect(closing).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
  await expect(page.getByLabel('Maximum')).toHaveValue('100000');
  await expect(page).toHaveURL(new RegExp(`/employer/job/${detail.id}$`));

  const body = JSON.parse(patches.find((r) => r.method === 'PATCH')!.body!);
  expect(body).not.toHaveProperty('status');
  expect(body.salary).toEqual({ min: 75000, max: 100000, currency: 'EUR', period: 'year' });
  // Untouched, the description goes back exactly as the server sent it.
  expect(body.description).toBe(detail.description);
});

test('leaving the job form with unsaved changes asks first', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  await page.goto(`/employer/job/${detail.id}`);
  await expect(page.getByLabel('Job title')).toHaveValue(detail.title);
  // Unchanged: leaving does not ask.
  await page
    .getByRole('navigation', { name: 'Employer' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(page).toHaveURL(/\/employer\/team$/);

  await page.goBack();
  await page.getByLabel('Job title').fill('Staff Frontend Engineer');
  await page
    .getByRole('navigation', { name: 'Employer' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/employer/job/${detail.id}$`));
  await expect(page.getByLabel('Job title')).toHaveValue('Staff Frontend Engineer');

  await page
    .getByRole('navigation', { name: 'Employer' })
    .getByRole('link', { name: 'Jobs' })
    .click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/employer\/jobs$/);
});

test('the job list filters by status and search in the URL, and changes a status', async ({
  page,
}) => {
  await signInAs(page, 'employerOneCompany');
  const lists = recordRequests(page, jobsPath);
  const statusCalls = recordRequests(page, `${jobsPath}${draft.id}/status/`);
  await page.goto('/employer/jobs');
  const table = page.getByRole('region', { name: 'Jobs' });
  for (const job of list.results)
    await expect(table.getByRole('link', { name: job.title, exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Filter by status' })
      .getByRole('link', { name: 'Draft 1' }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Filter by status' })
    .getByRole('link', { name: /^Closed/ })
    .click();
  await expect(page).toHaveURL(/\/employer\/jobs\?status=closed$/);
  await page.getByRole('searchbox', { name: 'Search jobs by title' }).fill('engineer');
  await expect(page).toHaveURL(/\/employer\/jobs\?status=closed&search=engineer$/);
  await expect
    .poll(() =>
      lists.some((r) => r.url.includes('status=closed') && r.url.includes('search=engineer')),
    )
    .toBe(true);

  await page.goto('/employer/jobs');
  await choose(page, `Status of ${draft.title}`, 'Published');
  // Publishing is deliberate (decision 012): the confirm names the action.
  await page
    .getByRole('dialog', { name: 'Publish this job?' })
    .getByRole('button', { name: 'Publish job' })
    .click();
  await expect(page.getByText(`“${draft.title}” is now published`)).toBeVisible();
  expect(JSON.parse(statusCalls[0]!.body!)).toEqual({ status: 'published' });
});

test('a status change the server refuses is explained', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  await prefer(page, `${jobsPath}${draft.id}/status/`, {
    code: 400,
    example: 'invalidStatus',
    method: 'PATCH',
  });
  await page.goto('/employer/jobs');
  await choose(page, `Status of ${draft.title}`, 'Published');
  // Publishing is deliberate (decision 012): the confirm names the action.
  await page
    .getByRole('dialog', { name: 'Publish this job?' })
    .getByRole('button', { name: 'Publish job' })
    .click();
  await expect(page.getByText('The status was not changed')).toBeVisible();
  // Our words, not the server's (its field message names `valid_through`).
  await expect(
    page.getByText(
      "A job past its closing date can't be published. Change the closing date first.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/valid_through/)).toHaveCount(0);
});

test('deleting a job asks first; a job with applications cannot be deleted', async ({ page }) => {
  const conflict = contractExample<T.Problem>(
    '/v2/employers/{employerId}/jobs/{jobId}/',
    'delete',
    '409',
    'hasApplications',
  );
  const withApplications = list.results.find((j) => j.applications_count > 0)!;
  await signInAs(page, 'employerOneCompany');
  const deletes = recordRequests(page, new RegExp(`^${jobsPath}[^/]+/$`));
  await prefer(page, `${jobsPath}${withApplications.id}/`, {
    code: 409,
    example: 'hasApplications',
    method: 'DELETE',
  });
  await page.goto('/employer/jobs');

  await page.getByRole('button', { name: `Delete ${draft.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this job?' });
  await expect(dialog).toContainText(draft.title);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(deletes.filter((r) => r.method === 'DELETE')).toHaveLength(0);

  await page.getByRole('button', { name: `Delete ${draft.title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this job?' })
    .getByRole('button', { name: 'Delete job' })
    .click();
  await expect(page.getByText(`“${draft.title}” was deleted`)).toBeVisible();
  expect(deletes.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
    expect.stringContaining(draft.id),
  ]);

  await page.getByRole('button', { name: `Delete ${withApplications.title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this job?' })
    .getByRole('button', { name: 'Delete job' })
    .click();
  await expect(page.getByText("This job has applications, so it can't be deleted")).toBeVisible();
  await expect(page.getByText('Close or archive it instead.', { exact: true })).toBeVisible();
  // Not the server's sentence (the contract's example, or the fake's own count of applications).
  await expect(page.getByText(conflict.detail)).toHaveCount(0);
  await expect(page.getByText(/This job has \d+ applications?\./)).toHaveCount(0);
});

test('job details show the job as candidates see it and its applications', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  await page.goto(`/employer/job/details/${detail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
  // The description is the job page's second tab (the applications come first).
  await page.getByRole('tab', { name: 'Description' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'What you will do' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'engineering handbook' })).toHaveAttribute(
    'href',
    'https://northwind-analytics.example/engineering',
  );
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page.getByRole('combobox', { name: `Status of ${detail.title}` })).toHaveText(
    'Published',
  );
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();

  const applications = page.getByRole('region', { name: /Applications/ });
  await expect(applications.getByRole('heading', { level: 2 })).toHaveText(
    `Applications (${detail.applications.length})`,
  );
  for (const application of detail.applications) {
    const card = applications.getByRole('article', {
      name: `Application from ${application.applicant_name}`,
    });
    await expect(
      card.getByRole('heading', { level: 3, name: application.applicant_name }),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: application.email })).toHaveAttribute(
      'href',
      `mailto:${application.email}`,
    );
    // The phone shows grouped as its country writes it ("+49 151 23456789"); it dials as stored.
    if (application.phone)
      await expect(
        card.getByRole('link', {
          name: parsePhoneNumberFromString(application.phone)!.formatInternational(),
          exact: true,
        }),
      ).toHaveAttribute('href', `tel:${application.phone}`);
    // The resume the local backend serves, from its own storage.
    const resume = card.getByRole('link', { name: new RegExp(application.resume_file_name) });
    await expect(resume).toHaveAttribute(
      'href',
      new RegExp(
        // Signed for download (Content-Disposition: attachment), as S3's response-content-disposition,
        // with its expiry and signature.
        `/jobboard-uploads/resumes/.+/${application.resume_file_name.replace(/\./g, '\\.')}\\?response-content-disposition=attachment[^&]*&X-Amz-Expires=\\d+&X-Amz-Signature=[\\w-]+$`,
      ),
    );
    expect(
      (await page.request.get((await resume.getAttribute('href'))!)).headers()['content-type'],
    ).toBe('application/pdf');
    await expect(card).toContainText(/Applied \w{3} \d{1,2}, \d{4}/);
  }
  const amira = applications.getByRole('article', { name: 'Application from Amira Haddad' });
  await expect(amira).toContainText('Submitted');
  await amira.getByText('Cover letter').click();
  await expect(amira.getByText(/I have spent four years on a React planning tool/)).toBeVisible();
});

test('an owner moves an application along its pipeline; the change is kept, and the tabs follow it', async ({
  page,
}) => {
  await signInAs(page, 'employerOneCompany', { answeredBy: 'backend' });
  const moves = recordRequests(page, /\/applications\/[^/]+\/status\/$/);
  await page.goto(`/employer/job/details/${detail.id}`);
  const applications = page.getByRole('region', { name: /Applications/ });
  const amira = applications.getByRole('article', { name: 'Application from Amira Haddad' });
  const status = amira.getByRole('combobox', {
    name: 'Status of the application from Amira Haddad',
  });
  await expect(status).toHaveText('Submitted');

  // Only the moves the contract allows from Submitted.
  await status.click();
  // (The others are listed disabled, with the reason.)
  await expect(page.getByRole('option', { disabled: false })).toHaveText([
    'Submitted',
    'In review',
    'Rejected',
  ]);
  await page.getByRole('option', { name: 'In review', exact: true }).click();
  await expect(status).toHaveText('In review');
  await expect(page.getByText('Amira Haddad is now in review')).toBeVisible();

  await choose(page, 'Status of the application from Amira Haddad', 'Rejected');
  await page
    .getByRole('dialog', { name: 'Reject this application?' })
    .getByRole('button', { name: 'Reject application' })
    .click();
  await expect(status).toHaveText('Rejected');
  await expect(page.getByText('Amira Haddad is now rejected')).toBeVisible();
  expect(moves.map((r) => r.method)).toEqual(['PATCH', 'PATCH']);

  // The backend kept it.
  await page.reload();
  await expect(status).toHaveText('Rejected');

  // The Rejected tab lists her; the Submitted tab (reached with the keyboard) no longer does.
  const tabs = page.getByRole('tablist', { name: 'Filter applications by status' });
  await tabs.getByRole('tab', { name: 'Rejected' }).click();
  await expect(tabs.getByRole('tab', { name: 'Rejected' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\?status=rejected$/);
  await expect(amira).toBeVisible();
  await expect(applications.getByRole('heading', { level: 2 })).toHaveText(
    /^Applications \(\d+\)$/,
  );
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'All' })).toBeFocused(); // Radix moves focus on the next tick
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Submitted' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Submitted' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\?status=submitted$/);
  await expect(applications.getByRole('tabpanel')).toBeVisible();
  await expect(applications.getByRole('status')).toHaveCount(0);
  await expect(amira).toHaveCount(0);
});

test('a member sees the status of each application but cannot change it', async ({ page }) => {
  await signInAs(page, 'member', { answeredBy: 'backend' });
  await page.goto(`/employer/job/details/${detail.id}`);
  const applications = page.getByRole('region', { name: /Applications/ });
  const amira = applications.getByRole('article', { name: 'Application from Amira Haddad' });
  await expect(amira).toContainText('Submitted');
  await expect(applications.getByRole('article')).toHaveCount(detail.applications.length);
  // No status control (the filter bar's selects are no status).
  await expect(applications.getByRole('combobox', { name: /^Status of/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Status of/ })).toHaveCount(0);
  // Reading by status works all the same.
  await applications.getByRole('tab', { name: 'Submitted' }).click();
  await expect(amira).toBeVisible();
  // No status control (the filter bar's selects are no status).
  await expect(applications.getByRole('combobox', { name: /^Status of/ })).toHaveCount(0);
});

test('a member reads jobs and applications without any edit action', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/employer/jobs');
  const table = page.getByRole('region', { name: 'Jobs' });
  await expect(
    table.getByRole('link', { name: list.results[0]!.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Post a job' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Status of/ })).toHaveCount(0);
  await expect(table.getByText('Published').first()).toBeVisible();

  await page.goto(`/employer/job/details/${detail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.title })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Application from Amira Haddad' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Status of/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.goto(`/employer/job/${detail.id}`);
  await expect(
    page.getByRole('heading', { name: 'You can read jobs but not change them' }),
  ).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveCount(0);

  await page.goto('/employer');
  await expect(page.getByRole('main').getByRole('link', { name: 'Post a job' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Invite a teammate' })).toHaveCount(
    0,
  );
});
