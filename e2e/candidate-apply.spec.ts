/**
 * Applying to a job: signed out the sign-in dialog opens and the application
 * continues after signing in; a new resume goes through the presigned upload; a too-large file
 * is refused before any upload; an earlier application (409) shows as applied; applied jobs list.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, mailbox, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { prefer, recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import type * as T from '../generated/types.gen';

const PRESIGN = '/v2/public/applications/generate-presigned-post/';
const SUBMIT = '/v2/public/applications/submit/';
const STORAGE = '/jobboard-uploads';

const job = contractExample<T.GetPublicJobResponse>('/v2/public/jobs/{jobSlug}/', 'get', '200');
const profile = contractExample<T.Profile>('/v2/profile/', 'get', '200');
const login = contractExample<T.LoginResponse>('/v2/auth/login/', 'post', '200', 'candidate');
const applied = contractExample<T.PaginatedAppliedJobList>(
  '/v2/profile/applied-jobs/',
  'get',
  '200',
);

const pdf = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/pdf',
  // A PDF by its first bytes (resumes are checked by content), then filler up to the size.
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, bytes - 9), 0x25)]),
});

/** JSON bodies sent to an API path (read while intercepted). */
async function captureBodies(page: Page, path: string) {
  const bodies: Record<string, unknown>[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
      await route.fallback();
    },
  );
  return bodies;
}

async function openApplyDialog(page: Page) {
  await page.goto(`/job/${job.slug}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('apply', () => {
  test('signed out: the sign-in dialog opens and the application continues once signed in', async ({
    page,
  }) => {
    await page.goto(`/job/${job.slug}`);
    await page.getByRole('button', { name: 'Apply now' }).click();
    const signIn = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
    await expect(signIn).toContainText('Sign up or sign in to apply to your selected job');
    await signIn.getByLabel('Email').fill(login.user.email);
    await signIn.getByRole('button', { name: 'Continue', exact: true }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await welcome.getByLabel('Password').fill('correct-horse-battery-staple');
    await welcome.getByRole('button', { name: 'Login' }).click();

    const apply = page.getByRole('dialog', { name: `Apply for ${job.title}` });
    await expect(apply).toBeVisible();
    await expect(apply.getByLabel('Full name')).toHaveValue(profile.name!);
    await expect(apply.getByLabel('Email')).toHaveValue(profile.email);
    await expect(
      apply.getByRole('radio', { name: new RegExp(profile.resumes[0]!.file_name) }),
    ).toBeChecked();
  });

  test('signed in, with a new resume: presigned upload, then the application with its key', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    const presigns = await captureBodies(page, PRESIGN);
    const submits = await captureBodies(page, SUBMIT);
    const uploads = recordRequests(page, STORAGE);
    const dialog = await openApplyDialog(page);
    await expect(async () => {
      const result = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
      expect(
        result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')),
      ).toEqual([]);
    }).toPass();

    await dialog.getByRole('radio', { name: 'Upload a new resume' }).check();
    await dialog.getByLabel('Resume file').setInputFiles(pdf('maya-okafor-cv-2025.pdf', 120_000));
    await dialog
      .getByLabel('Cover letter')
      .fill('I have shipped accessible data-heavy React apps for six years.');
    await expect(dialog.getByText(/Fields marked/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send application' }).click();

    await expect(dialog.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Application sent' })).toBeFocused();
    // Nothing left to fill in: no leftover line about required fields.
    await expect(dialog).not.toContainText('are required');
    expect(presigns).toEqual([
      {
        filename: 'maya-okafor-cv-2025.pdf',
        content_type: 'application/pdf',
        purpose: 'resume',
        size_bytes: 120_000,
      },
    ]);
    expect(uploads.map((u) => u.method)).toEqual(['POST']);
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatchObject({
      job_id: job.id,
      name: profile.name,
      email: profile.email,
      resume_key: expect.stringMatching(/^resumes\/.+\/maya-okafor-cv-2025\.pdf$/),
      cover_letter: 'I have shipped accessible data-heavy React apps for six years.',
    });
    expect(submits[0]).not.toHaveProperty('resume_id');

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    // The server kept the application: still applied after a reload.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  });

  test('with a profile resume: resume_id is sent, no upload happens', async ({ page }) => {
    await signInAs(page, 'candidate');
    const presigns = recordRequests(page, PRESIGN);
    const submits = await captureBodies(page, SUBMIT);
    const dialog = await openApplyDialog(page);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    expect(presigns).toHaveLength(0);
    expect(submits[0]).toMatchObject({ resume_id: profile.resumes[0]!.id });
    expect(submits[0]).not.toHaveProperty('resume_key');
  });

  test('a too-large or wrong-type file is refused before any upload, and nothing typed is lost', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    const presigns = recordRequests(page, PRESIGN);
    const submits = recordRequests(page, SUBMIT);
    const dialog = await openApplyDialog(page);
    await dialog.getByLabel('Cover letter').fill('Please consider me.');
    await dialog.getByRole('radio', { name: 'Upload a new resume' }).check();
    const file = dialog.getByLabel('Resume file');
    await file.setInputFiles(pdf('huge-cv.pdf', 6 * 1024 * 1024));
    await expect(dialog.getByText('This file is 6 MB; the limit is 5 MB.')).toBeVisible();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('This file is 6 MB; the limit is 5 MB.')).toBeVisible();

    await file.setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(dialog.getByText('Choose a PDF, DOC or DOCX file.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Choose a PDF, DOC or DOCX file.')).toBeVisible();

    expect(presigns).toHaveLength(0);
    expect(submits).toHaveLength(0);
    await expect(dialog.getByLabel('Cover letter')).toHaveValue('Please consider me.');
  });

  test('a failed submit keeps everything typed and the uploaded file is not uploaded again', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    const presigns = recordRequests(page, PRESIGN);
    let failures = 1;
    await page.route(
      (url) => url.pathname === SUBMIT,
      (route) =>
        route.request().method() === 'POST' && failures-- > 0
          ? route.fulfill({
              status: 500,
              contentType: 'application/problem+json',
              body: JSON.stringify({
                type: 'about:blank',
                title: 'Server error',
                status: 500,
                detail: 'Oops',
              }),
            })
          : route.fallback(),
    );
    const dialog = await openApplyDialog(page);
    await dialog.getByRole('radio', { name: 'Upload a new resume' }).check();
    await dialog.getByLabel('Resume file').setInputFiles(pdf('cv.pdf', 2000));
    await dialog.getByLabel('Cover letter').fill('Second try.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByRole('alert')).toContainText("We couldn't send your application.");
    await expect(dialog.getByLabel('Cover letter')).toHaveValue('Second try.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    expect(presigns).toHaveLength(1);
  });

  test('already applied (409): a clear message and the job shows as applied', async ({ page }) => {
    await signInAs(page, 'candidate');
    await prefer(page, SUBMIT, { code: 409, example: 'alreadyApplied', method: 'POST' });
    const dialog = await openApplyDialog(page);
    // The server knows of the earlier application: asked again, this job says so.
    await page.route(
      (url) => url.pathname === `/v2/public/jobs/${job.slug}/`,
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        await route.fulfill({
          response,
          json: { ...((await response.json()) as T.Job), has_applied: true },
        });
      },
    );
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toContainText('You have already applied to this job.');
    await expect(dialog.getByRole('link', { name: 'See your applied jobs' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  });

  test('a job the candidate applied to shows as applied', async ({ page }) => {
    await signInAs(page, 'candidate');
    await prefer(page, `/v2/public/jobs/${job.slug}/`, { example: 'applied', method: 'GET' });
    await page.goto(`/job/${job.slug}`);
    await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your applied jobs' })).toHaveAttribute(
      'href',
      '/applied-jobs',
    );
  });
});

test.describe('one tab, two candidates (the local backend answers)', () => {
  const mayasJob = applied.results[0]!; // the seeded backend has Maya's application to it

  test("signing in on a job shows the server's Applied at once; the next candidate on the tab sees only their own", async ({
    page,
  }) => {
    await page.goto(`/job/${mayasJob.slug}`);
    await expect(page.getByRole('button', { name: 'Apply now' }).first()).toBeVisible();

    // Maya signs in from the header while on the job: the page asks again and shows she applied.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill('maya.okafor@example.com');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await welcome.getByLabel('Password').fill('correct-horse-battery-staple');
    await welcome.getByRole('button', { name: 'Login' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();

    // She logs out; a new candidate signs up by magic link on the same tab, on the same job.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto(`/job/${mayasJob.slug}`);
    const email = 'grace.hopper@example.com';
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Check your email for a magic link' }),
    ).toBeVisible();
    await expect.poll(async () => (await mailbox(email)).length).toBe(1);
    const link = new URL((await mailbox(email))[0]!.link);
    await page.goto(`${link.pathname}${link.search}`);
    const complete = page.getByRole('dialog', { name: 'Complete your account' });
    await complete.getByLabel('Password').fill('compiler-pioneer-1952');
    await complete.getByRole('button', { name: 'Create account' }).click();
    await expect(complete).toBeHidden();

    // Not applied, and the form is hers: nothing of Maya's answers shows.
    await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${mayasJob.title}` });
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('Full name')).not.toHaveValue('Maya Okafor');
  });
});

test.describe('applied jobs', () => {
  test('lists the applications with job, company, stage and date, each linking to its own page', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    await page.goto('/applied-jobs');
    await expect(page).toHaveTitle('Applied jobs | Jobboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Applied jobs' })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Your applications' }).getByRole('listitem');
    await expect(rows).toHaveCount(applied.results.length);
    const first = applied.results[0]!;
    await expect(rows.first()).toContainText(first.employer.name);
    await expect(rows.first()).toContainText('Not selected'); // status "rejected"
    await expect(rows.first().locator('time').first()).toHaveAttribute(
      'datetime',
      /^\d{4}-\d{2}-\d{2}T/,
    );
    await expect(rows.first().getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/applied-jobs/${first.application_id}`,
    );
    const result = await new AxeBuilder({ page }).analyze();
    expect(
      result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')),
    ).toEqual([]);
  });

  test('an empty list says so and points to the jobs', async ({ page }) => {
    await signInAs(page, 'candidate');
    await prefer(page, '/v2/profile/applied-jobs/', { example: 'empty' });
    await page.goto('/applied-jobs');
    await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find jobs' }).last()).toHaveAttribute(
      'href',
      '/jobs',
    );
  });
});
