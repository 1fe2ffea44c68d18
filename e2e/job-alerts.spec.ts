/**
 * Job alerts, against the local backend: a signed-out visitor's "Create alert" asks for
 * sign-in and continues once signed in; the seeded employer publishes a matching and a
 * non-matching job; a day later the digest in the mail catcher lists the one and not the other;
 * its unsubscribe link works signed out, and the alert shows as off in settings.
 */
import type { Page } from '@playwright/test';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import { advanceClock, API_URL, expect, mailbox, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const BERLIN = '7eb3ae74-5935-49f2-b073-9f69bc12054f';

/** Jonas (Northwind's owner) posts and publishes a job in Berlin through the API. */
async function publishJob(page: Page, access: string, title: string, skills: string[]) {
  const headers = bearer({ access });
  const created = await page.request.post(`${API_URL}/v2/employers/${NORTHWIND}/jobs/`, {
    headers,
    data: {
      title,
      description: '<p>Join the team in Berlin.</p>',
      employment_type: 'full_time',
      workplace_type: 'hybrid',
      seniority: 'senior',
      location_ids: [BERLIN],
      salary: { min: 70000, max: 85000, currency: 'EUR', period: 'year' },
      valid_through: null,
      skills,
    },
  });
  assertNoViolation(created);
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: string; slug: string };
  const published = await page.request.patch(
    `${API_URL}/v2/employers/${NORTHWIND}/jobs/${job.id}/status/`,
    { headers, data: { status: 'published' } },
  );
  assertNoViolation(published);
  expect(published.status()).toBe(200);
  return job;
}

async function shoot(page: Page, name: string) {
  for (const [label, width] of [
    ['390', 390],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/job-alerts-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('create an alert, get the digest of a matching job, unsubscribe signed out, see it off', async ({
  page,
  browser,
}) => {
  // Signed out: Create alert asks for sign-in first, and the alert dialog opens once signed in.
  await page.goto('/jobs?search=designer&location=berlin');
  await page.getByRole('button', { name: 'Create alert' }).click();
  const signIn = page.getByRole('dialog');
  await signIn.getByLabel('Email').fill('maya.okafor@example.com');
  await signIn.getByRole('button', { name: 'Continue', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await welcome.getByLabel('Password').fill('correct-horse-battery-staple');
  await welcome.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a job alert' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Alert name')).toHaveValue('Designer in Berlin');
  await expect(dialog.getByText('“designer”')).toBeVisible();
  await expect(dialog.getByText('in Berlin')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Daily' }).check();
  await shoot(page, 'dialog');
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText('Alert “Designer in Berlin” created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same search again is refused in words.
  await page.getByRole('button', { name: 'Create alert' }).click();
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(dialog.getByText('You already have an alert for this search')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The employer publishes a matching job and one that does not match.
  const jonas = await page.request.post(`${API_URL}/v2/auth/login/`, {
    data: {
      email: 'jonas.weber@northwind-analytics.example',
      password: 'correct-horse-battery-staple',
    },
  });
  const { access } = (await jonas.json()) as { access: string };
  const designer = await publishJob(page, access, 'Senior Product Designer', ['Figma']);
  const engineer = await publishJob(page, access, 'Platform Engineer', ['Go', 'Kubernetes']);

  // A day later the digest lists the matching job only.
  await advanceClock(86_400);
  const digest = (await mailbox('maya.okafor@example.com')).find(
    (m) => m.subject === 'New jobs for “Designer in Berlin”',
  );
  expect(digest, 'the digest in the mail catcher').toBeDefined();
  expect(digest!.body).toContain('Senior Product Designer — Northwind Analytics');
  expect(digest!.links).toContainEqual(expect.stringContaining(`/job/${designer.slug}`));
  expect(digest!.body).not.toContain('Platform Engineer');
  expect(digest!.links).not.toContainEqual(expect.stringContaining(`/job/${engineer.slug}`));
  const unsubscribe = digest!.links!.find((l) => l.includes('/alerts/unsubscribe#token='));
  expect(unsubscribe).toBeDefined();

  // The unsubscribe link, opened where nobody is signed in.
  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  await signedOut.goto(unsubscribe!);
  await expect(
    signedOut.getByText("You won't get “Designer in Berlin” emails any more."),
  ).toBeVisible();
  expect(signedOut.url()).not.toContain('token=');
  await shoot(signedOut, 'unsubscribed');
  await stranger.close();

  // Settings: the alert is off.
  await page.goto('/settings/notification');
  const row = page.getByRole('listitem').filter({ hasText: 'Designer in Berlin' });
  await expect(row.getByText('Off', { exact: true })).toBeVisible();
  await expect(row.getByRole('switch')).not.toBeChecked();
  await shoot(page, 'settings');

  // Turned back on from settings.
  await row.getByRole('switch').click();
  await expect(row.getByText('On', { exact: true })).toBeVisible();
});

test('an unsubscribe link that was tampered with says so', async ({ page }) => {
  await page.goto('/alerts/unsubscribe#token=3f0c6f52-8a9e-4d1b-9c27-5e1f0a7b2c41.1.abc');
  await expect(
    page.getByRole('heading', { name: 'This unsubscribe link is not valid' }),
  ).toBeVisible();
});

test('settings say how to create an alert when there is none', async ({ page }) => {
  await signInWithPassword(page, 'maya.okafor@example.com');
  await page.goto('/settings/notification');
  await expect(page.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();
  await shoot(page, 'settings-empty');
});
