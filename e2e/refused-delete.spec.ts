/**
 * A refused destructive action says why, where it was asked (decision 012 rule 4): a job that
 * received an application while the employer's page still showed none cannot be deleted (the
 * contract's 409); the confirmation stays open and says so, and the job stays.
 */
import type { APIRequestContext } from '@playwright/test';
import { API_URL, expect as baseExpect, test } from './support/test';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const JONAS = 'jonas.weber@northwind-analytics.example';
const MAYA = 'maya.okafor@example.com';
const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const BERLIN = '7eb3ae74-5935-49f2-b073-9f69bc12054f';
const TITLE = 'Refused Delete Analyst';

async function login(request: APIRequestContext, email: string) {
  const response = await request.post(`${API_URL}/v2/auth/login/`, {
    data: { email, password: 'correct-horse-battery-staple' },
  });
  return (await response.json()) as { access: string };
}

/** Maya applies to the job through the API (another person, another browser). */
async function mayaApplies(request: APIRequestContext, jobId: string) {
  const maya = await login(request, MAYA);
  const profile = (await (
    await request.get(`${API_URL}/v2/profile/`, { headers: bearer(maya) })
  ).json()) as T.Profile;
  const submitted = await request.post(`${API_URL}/v2/public/applications/submit/`, {
    headers: bearer(maya),
    data: { job_id: jobId, name: 'Maya Okafor', email: MAYA, resume_id: profile.resumes[0]!.id },
  });
  assertNoViolation(submitted);
  expect(submitted.status()).toBe(201);
}

for (const where of ['list', 'details'] as const) {
  test(`deleting a job that got an application during the visit is refused in words (${where})`, async ({
    page,
    request,
  }) => {
    const jonas = await signInWithPassword(page, JONAS);
    const created = await page.request.post(`${API_URL}/v2/employers/${NORTHWIND}/jobs/`, {
      headers: bearer(jonas),
      data: {
        title: TITLE,
        description: `<p>${TITLE}.</p>`,
        employment_type: 'full_time',
        workplace_type: 'hybrid',
        seniority: 'mid',
        location_ids: [BERLIN],
        salary: null,
        valid_through: null,
        skills: ['Testing'],
      },
    });
    assertNoViolation(created);
    const job = (await created.json()) as T.EmployerJobDetail;
    const published = await page.request.patch(
      `${API_URL}/v2/employers/${NORTHWIND}/jobs/${job.id}/status/`,
      { headers: bearer(jonas), data: { status: 'published' } },
    );
    expect(published.status()).toBe(200);

    if (where === 'list') {
      await page.goto('/employer/jobs');
      await expect(page.getByRole('link', { name: TITLE, exact: true })).toBeVisible();
    } else {
      await page.goto(`/employer/job/details/${job.id}`);
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    }
    await mayaApplies(request, job.id);

    await page
      .getByRole('button', { name: where === 'list' ? `Delete ${TITLE}` : 'Delete', exact: true })
      .click();
    const ask = page.getByRole('dialog', { name: 'Delete this job?' });
    await ask.getByRole('button', { name: 'Delete job' }).click();
    // Said where it was asked: the dialog stays open with the reason, and Close ends it.
    await expect(ask.getByRole('alert')).toContainText(
      "This job has applications, so it can't be deleted",
    );
    await expect(ask.getByRole('alert')).toContainText('Close or archive it instead.');
    await ask.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(ask).toBeHidden();
    if (where === 'list')
      await expect(page.getByRole('link', { name: TITLE, exact: true })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });
}
