/**
 * Social sign-in brings the candidate back, a cancelled one too (decision 012). The app still sends docs/product.md §7's
 * query (redirect_url=employer/onboarding, access_type=candidate) and remembers in the tab where
 * the candidate was: pressing Apply, choosing Google, picking the account on the local backend's
 * Google stand-in ends on that job with the apply form open. The header's sign-in, an abandoned
 * attempt and an employer account land where they always did.
 */
import { type Page } from '@playwright/test';
import { API_URL, expect, test } from './support/test';
import { contractExample } from './support/contract-examples';
import type * as T from '../generated/types.gen';

const job = contractExample<T.Job>('/v2/public/jobs/{jobSlug}/', 'get', '200');
const profile = contractExample<T.Profile>('/v2/profile/', 'get', '200');

const GOOGLE_START = `${API_URL}/v2/auth/google/`;
const SUBMIT = '/v2/public/applications/submit/';
/** The sessionStorage entry the app keeps while the browser is at the provider. */
const RETURN_KEY = 'jb:social-return';

/** Records the social start URLs the browser goes to (the local backend answers them with a 302). */
function recordSocialStarts(page: Page) {
  const starts: URL[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().startsWith(GOOGLE_START))
      starts.push(new URL(request.url()));
  });
  return starts;
}

/** The query of docs/product.md §7, plus the tab's state and PKCE challenge (docs/decisions/010): nothing more. */
function expectSpecQuery(starts: URL[]) {
  expect(starts).toHaveLength(1);
  expect([...starts[0]!.searchParams.entries()]).toEqual([
    ['redirect_url', 'employer/onboarding'],
    ['access_type', 'candidate'],
    ['state', expect.stringMatching(/^[A-Za-z0-9_-]{22}$/)],
    ['code_challenge', expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)],
  ]);
}

/** On the stand-in's consent page: choose the seeded account with this email. */
async function chooseGoogleAccount(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
}

async function pressApplySignedOut(page: Page) {
  await page.goto(`/job/${job.slug}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const signIn = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await expect(signIn).toContainText('Sign up or sign in to apply to your selected job');
  return signIn;
}

const returnEntry = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), RETURN_KEY);

test('Apply → Google: back on the job with the apply form open, signed in, and the application goes through', async ({
  page,
}) => {
  const starts = recordSocialStarts(page);

  const signIn = await pressApplySignedOut(page);
  await signIn.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, 'maya.okafor@example.com');

  const apply = page.getByRole('dialog', { name: `Apply for ${job.title}` });
  await expect(apply).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job/${job.slug}$`)); // no tokens left in the address bar
  await expect(apply.getByLabel('Full name')).toHaveValue(profile.name ?? '');
  expectSpecQuery(starts);
  expect(await returnEntry(page)).toBeNull(); // used once

  const submitted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === SUBMIT && r.request().method() === 'POST',
  );
  await apply.getByRole('button', { name: 'Send application' }).click();
  expect((await submitted).status()).toBe(201);
  await expect(apply.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await apply.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();

  // A reload is an ordinary visit: the form does not open again.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Applied' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the header sign-in with Google lands where it always did, even after an abandoned Apply attempt', async ({
  page,
}) => {
  const starts = recordSocialStarts(page);
  // An Apply attempt given up on the provider's page ...
  const signIn = await pressApplySignedOut(page);
  await signIn.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  // Back on the job it started from (it used to be the employer sign-in page).
  await expect(page).toHaveURL(new RegExp(`/job/${job.slug}$`));
  await expect(page.getByText('Sign-in was cancelled')).toBeVisible();

  // ... then the header's Sign in, with no job chosen.
  await page.goto('/jobs');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, 'maya.okafor@example.com');

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(starts).toHaveLength(2);
  expectSpecQuery(starts.slice(1));
  expect(await returnEntry(page)).toBeNull();
});

test('an employer account signing in with Google from Apply goes to the employer area, as before', async ({
  page,
}) => {
  // Daniel Osei: Google only, an employer without a company yet.
  const starts = recordSocialStarts(page);
  const signIn = await pressApplySignedOut(page);
  await signIn.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, 'daniel.osei@example.com');
  await expect(page).toHaveURL(/\/employer\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Create your company' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Apply for ${job.title}` })).toHaveCount(0);
  expectSpecQuery(starts);
  expect(await returnEntry(page)).toBeNull();
  // The pending intent to apply is forgotten (an employer account does not apply).
  expect(await page.evaluate(() => window.localStorage.getItem('jb:pending-intent'))).toBeNull();
});

test('cancelled from the header on a search: back on the same search with a message, the dialog closed, Back not bounced', async ({
  page,
}) => {
  const starts = recordSocialStarts(page);
  await page.goto('/jobs?search=design');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/jobs\?search=design$/);
  await expect(page.getByText('Sign-in was cancelled')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expectSpecQuery(starts);
  expect(await returnEntry(page)).toBeNull();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/employer\//);
});

test('a return this tab did not start (a forged error_state link) keeps the old handling: no message, the employer sign-in', async ({
  page,
}) => {
  await page.goto('/employer/onboarding?error_state=social_cancelled');
  await expect(page).toHaveURL(/\/employer\/sign-in/);
  await expect(page.getByText('Sign-in was cancelled')).toHaveCount(0);
});

test('after a cancelled attempt, Apply and Google again go through: the form opens', async ({
  page,
}) => {
  let signIn = await pressApplySignedOut(page);
  await signIn.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  const cancelled = page.locator('[data-sonner-toast]', { hasText: 'Sign-in was cancelled' });
  await expect(cancelled).toBeVisible();
  // The toast sits top-right below the header, where the job's Apply is at 1280 px: closed first,
  // as a person does (a pointer resting on a toast holds it open).
  await cancelled.getByRole('button', { name: 'Close toast' }).click();
  await expect(cancelled).toHaveCount(0);

  await page.getByRole('button', { name: 'Apply now' }).first().click();
  signIn = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await signIn.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, 'maya.okafor@example.com');
  await expect(page.getByRole('dialog', { name: `Apply for ${job.title}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job/${job.slug}$`));
});
