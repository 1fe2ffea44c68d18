/**
 * Decision 012 rule 4, "Decisions taken on one click", and "States that do not say what happened",
 * tried as a first-time user would, in Chromium against the built app and the local
 * backend: each such trap is looked for, and found gone.
 */
import type { Page } from '@playwright/test';
import { API_URL, expect as baseExpect, test } from './support/test';
import { recordRequests } from './support/prefer';
import { bearer, signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const JONAS = 'jonas.weber@northwind-analytics.example';
const MAYA = 'maya.okafor@example.com';
const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';

/** The company's jobs as the server has them. */
async function jobsOf(page: Page, access: string): Promise<T.EmployerJob[]> {
  const response = await page.request.get(
    `${API_URL}/v2/employers/${employerId}/jobs/?page_size=100`,
    { headers: bearer({ access }) },
  );
  return ((await response.json()) as T.PaginatedEmployerJobList).results;
}

/** An executable renamed `cv.pdf`: the browser calls it a PDF by its name. */
const fakePdf = {
  name: 'cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.', 'latin1'),
    Buffer.alloc(4000, 0),
  ]),
};
const NOT_A_RESUME =
  'This file is not a PDF, DOC or DOCX document by its content. Choose another file.';

test.describe('status moves are deliberate', () => {
  test('a draft has a Publish button; publishing asks first and names the job; Cancel keeps it a draft', async ({
    page,
  }) => {
    const session = await signInWithPassword(page, JONAS);
    const draft = (await jobsOf(page, session.access)).find((j) => j.status === 'draft')!;
    const moves = recordRequests(page, /\/jobs\/[^/]+\/status\/$/);
    await page.goto(`/employer/job/details/${draft.id}`);
    const select = page.getByRole('combobox', { name: `Status of ${draft.title}` });
    await expect(select).toHaveText('Draft');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this job?' });
    await expect(dialog).toContainText(`“${draft.title}” goes live on the job board`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(select).toHaveText('Draft');
    expect(moves).toHaveLength(0);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish this job?' })
      .getByRole('button', { name: 'Publish job' })
      .click();
    await expect(page.getByText(`“${draft.title}” is now published`)).toBeVisible();
    await expect(select).toHaveText('Published');
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    expect(moves.map((r) => r.method)).toEqual(['PATCH']);
    // The server kept it.
    const kept = (await jobsOf(page, session.access)).find((j) => j.id === draft.id)!;
    expect(kept.status).toBe('published');
  });

  test('closing a job from its row in the list asks first; Cancel leaves the select on the old status', async ({
    page,
  }) => {
    const session = await signInWithPassword(page, JONAS);
    const published = (await jobsOf(page, session.access)).find((j) => j.status === 'published')!;
    const moves = recordRequests(page, /\/jobs\/[^/]+\/status\/$/);
    await page.goto('/employer/jobs');
    const select = page.getByRole('combobox', { name: `Status of ${published.title}` });
    await select.click();
    await page.getByRole('option', { name: 'Closed', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this job?' });
    await expect(dialog).toContainText(`“${published.title}” leaves the job board`);
    await expect(dialog.getByRole('button', { name: 'Close job' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(select).toHaveText('Published');
    expect(moves).toHaveLength(0);

    await select.click();
    await page.getByRole('option', { name: 'Archived', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Archive this job?' })
      .getByRole('button', { name: 'Archive job' })
      .click();
    await expect(page.getByText(`“${published.title}” is now archived`)).toBeVisible();
    expect(moves.map((r) => r.method)).toEqual(['PATCH']);
    const kept = (await jobsOf(page, session.access)).find((j) => j.id === published.id)!;
    expect(kept.status).toBe('archived');
  });

  test('rejecting an application asks first, naming the candidate; moves the contract forbids are disabled with the reason', async ({
    page,
  }) => {
    const session = await signInWithPassword(page, JONAS);
    const job = (await jobsOf(page, session.access)).find((j) => j.applications_count > 0)!;
    const moves = recordRequests(page, /\/applications\/[^/]+\/status\/$/);
    await page.goto(`/employer/job/details/${job.id}`);
    const card = page.getByRole('article', { name: /^Application from / }).first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    const select = card.getByRole('combobox', { name: `Status of the application from ${name}` });
    const before = (await select.textContent())!.trim();

    await select.click();
    // Hired can only follow Offered: shown, disabled, with the reason.
    await expect(page.getByRole('option', { name: 'Hired (only from Offered)' })).toBeDisabled();
    await page.getByRole('option', { name: 'Rejected', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this application?' });
    await expect(dialog).toContainText(`${name}'s application to “${job.title}”`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(select).toHaveText(before);
    expect(moves).toHaveLength(0);

    await select.click();
    await page.getByRole('option', { name: 'Rejected', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Reject this application?' })
      .getByRole('button', { name: 'Reject application' })
      .click();
    await expect(page.getByText(`${name} is now rejected`)).toBeVisible();
    expect(moves).toHaveLength(1);
  });
});

test('a closed job’s link says it is closed and shows the company’s open jobs, with no way to apply', async ({
  page,
}) => {
  // The employer closes a published job through the API, then a visitor opens its link.
  const login = await page.request.post(`${API_URL}/v2/auth/login/`, {
    data: { email: JONAS, password: 'correct-horse-battery-staple' },
  });
  const { access } = (await login.json()) as { access: string };
  const job = (await jobsOf(page, access)).find((j) => j.status === 'published')!;
  const closed = await page.request.patch(
    `${API_URL}/v2/employers/${employerId}/jobs/${job.id}/status/`,
    { headers: bearer({ access }), data: { status: 'closed' } },
  );
  expect(closed.status()).toBe(200);

  await page.goto(`/job/${job.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText('This job is no longer accepting applications')).toBeVisible();
  await expect(page.getByText(/Page not found|doesn't exist/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  const others = page.getByRole('region', { name: /Open jobs at Northwind Analytics/ });
  await expect(others.getByRole('link').first()).toBeVisible();
  await expect(others.getByRole('link', { name: job.title, exact: true })).toHaveCount(0);
  // No JobPosting for search engines: the job is not open.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('ticking a filter offers "Show N jobs", which closes the filters and brings the count into view', async ({
    page,
  }) => {
    await page.goto('/jobs');
    const count = page.getByRole('region', { name: 'Job results' }).getByRole('heading', {
      level: 2,
    });
    await expect(count).toHaveText(/^\d+ jobs/);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await expect(count).not.toBeInViewport();
    const show = page.getByRole('button', { name: /^Show \d+ jobs?$/ });
    await expect(show).toBeInViewport();
    const n = (await show.textContent())!.match(/\d+/)![0];
    await expect(count).toHaveText(new RegExp(`^${n} jobs?`));

    await show.click();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(count).toBeInViewport();
    await expect(page.getByRole('checkbox', { name: 'Remote' })).toBeHidden();
  });
});

test.describe('downloads save the file and keep the app', () => {
  test("the candidate's own resume", async ({ page }) => {
    const session = await signInWithPassword(page, MAYA);
    const profile = (await (
      await page.request.get(`${API_URL}/v2/profile/`, { headers: bearer(session) })
    ).json()) as T.Profile;
    const resume = profile.resumes[0]!;
    await page.goto('/profile');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: `Download ${resume.file_name}` }).click();
    expect((await download).suggestedFilename()).toBe(resume.file_name);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the employer's copy of an applicant's resume", async ({ page }) => {
    const session = await signInWithPassword(page, JONAS);
    const job = (await jobsOf(page, session.access)).find((j) => j.applications_count > 0)!;
    await page.goto(`/employer/job/details/${job.id}`);
    const card = page.getByRole('article', { name: /^Application from / }).first();
    const link = card.getByRole('link', { name: /download resume/ });
    const fileName = (await link.getAttribute('download'))!;
    const pages = page.context().pages().length;
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe(fileName);
    await expect(page).toHaveURL(new RegExp(`/employer/job/details/${job.id}$`));
    expect(page.context().pages()).toHaveLength(pages);
  });
});

test('an employer job URL whose id is not a job says "No such job", and does not ask the API', async ({
  page,
}) => {
  await signInWithPassword(page, JONAS);
  const reads = recordRequests(page, /\/jobs\/(bad-id|0{8}-0{4}-0{4}-0{4}-0{12})\//);
  for (const id of ['bad-id', '00000000-0000-0000-0000-000000000000']) {
    await page.goto(`/employer/job/details/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'No such job' })).toBeVisible();
    await expect(page.getByText(/Reload the page/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to jobs' }).click();
    await expect(page).toHaveURL(/\/employer\/jobs$/);
  }
  expect(reads.map((r) => r.url)).toEqual([]);
  // A well-formed id the server does not know: the same state.
  await page.goto('/employer/job/details/8f14e45f-ceea-467f-a0e6-3b7c2f4b9d10');
  await expect(page.getByRole('heading', { level: 1, name: 'No such job' })).toBeVisible();
});

test.describe('resumes are checked by content', () => {
  test('the profile refuses an executable renamed cv.pdf under the upload control, before uploading', async ({
    page,
  }) => {
    await signInWithPassword(page, MAYA);
    const presigns = recordRequests(page, /generate-presigned-post/);
    await page.goto('/profile');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload resume' }).click();
    await (await chooser).setFiles(fakePdf);
    await expect(page.getByText(NOT_A_RESUME)).toBeVisible();
    expect(presigns).toHaveLength(0);
  });

  test('the apply form says the same under the file field', async ({ page }) => {
    const session = await signInWithPassword(page, MAYA);
    const jobs = (await (
      await page.request.get(`${API_URL}/v2/public/jobs/?page_size=50`, {
        headers: bearer(session),
      })
    ).json()) as T.PaginatedJobList;
    let job: T.Job | undefined;
    for (const item of jobs.results) {
      const detail = (await (
        await page.request.get(`${API_URL}/v2/public/jobs/${item.slug}/`, {
          headers: bearer(session),
        })
      ).json()) as T.Job;
      if (!detail.has_applied && detail.accepting_applications) {
        job = detail;
        break;
      }
    }
    if (!job) throw new Error('Maya has applied to every job');
    await page.goto(`/job/${job.slug}`);
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` });
    await dialog.getByRole('radio', { name: 'Upload a new resume' }).check();
    await dialog.getByLabel('Resume file').setInputFiles(fakePdf);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText(NOT_A_RESUME)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Application sent' })).toHaveCount(0);
  });

  test('the server refuses it too, whatever the app does: 400 on the key', async ({ page }) => {
    const session = await signInWithPassword(page, MAYA);
    const ticket = (await (
      await page.request.post(`${API_URL}/v2/public/applications/generate-presigned-post/`, {
        headers: bearer(session),
        data: {
          filename: 'cv.pdf',
          content_type: 'application/pdf',
          purpose: 'resume',
          size_bytes: fakePdf.buffer.length,
        },
      })
    ).json()) as T.UploadTicket;
    const stored = await page.request.post(ticket.url, {
      multipart: {
        ...(ticket.fields as Record<string, string>),
        file: fakePdf,
      },
    });
    expect(stored.status()).toBe(204);
    const added = await page.request.post(`${API_URL}/v2/profile/resume/`, {
      headers: bearer(session),
      data: { key: ticket.fields.key, file_name: 'cv.pdf' },
    });
    expect(added.status()).toBe(400);
    expect(((await added.json()) as T.Problem).errors).toEqual({
      key: ['This file is not a PDF, DOC or DOCX document by its content.'],
    });
  });
});
