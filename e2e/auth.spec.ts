import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, mailbox, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { prefer, recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import type * as T from '../generated/types.gen';

const CHECK = '/v2/auth/registration-check/';
const LOGIN = '/v2/auth/login/';
const SIGNUP = '/v2/auth/signup/';
const VERIFY_KEY = '/v2/auth/signup-key/verify/';
const CONFIRM = '/v2/auth/confirm-email/';
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4010}`;

const candidate = contractExample<T.LoginResponse>(LOGIN, 'post', '200', 'candidate');
const job = contractExample<T.GetPublicJobResponse>('/v2/public/jobs/{jobSlug}/', 'get', '200');

/** The initial view's line (docs/product.md §2), when the dialog was opened to apply to a job ... */
const SIGN_IN_TO_APPLY = 'Sign up or sign in to apply to your selected job';
/** ... and one that fits when no job was chosen (the header's 'Sign in'). */
const SIGN_IN_ANYWHERE = 'Sign up or sign in to apply to jobs and keep track of your applications.';

async function expectNoSeriousA11yIssues(page: Page) {
  const result = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  expect(result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual(
    [],
  );
}

async function openFromHeader(page: Page, url = '/jobs') {
  await page.goto(url);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  return page.getByRole('dialog', { name: 'Ready for your next chapter?' });
}

async function continueWith(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/**
 * The JSON bodies the app sent to an API path, read while the request is intercepted (a
 * request's post data is not always available afterwards from the page's request events).
 */
async function captureBodies(page: Page, path: string) {
  const bodies: unknown[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request();
      if (request.method() !== 'OPTIONS') bodies.push(request.postDataJSON());
      await route.fallback();
    },
  );
  return bodies;
}

const cookieNames = async (page: Page) =>
  (await page.context().cookies()).map((c) => c.name).filter((n) => n.startsWith('jb_'));

test.describe('sign-in dialog', () => {
  test("the header's Sign in opens it; open_login is in the URL while open and gone after close", async ({
    page,
  }) => {
    const dialog = await openFromHeader(page, '/jobs?search=design');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/jobs\?search=design&open_login=true$/);
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/jobs\?search=design$/);
  });

  test("from the header (no job chosen) it invites to sign in without a 'selected job'; Back closes it", async ({
    page,
  }) => {
    await page.clock.install(); // timers run as usual, and runFor() below fires the next ones at once
    const dialog = await openFromHeader(page, '/jobs?search=design');
    await expect(dialog).toHaveAccessibleDescription(SIGN_IN_ANYWHERE);
    await expect(dialog).not.toContainText('selected job');
    // Back, clicked as a person clicks (pressed, then released a moment later) while the email
    // field holds a half-typed address: the field's check on leaving it must not get in the way.
    const email = dialog.getByLabel('Email');
    await email.fill('maya@');
    await dialog.getByRole('button', { name: 'Back' }).click({ delay: 150 });
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/jobs\?search=design$/);
    await page.clock.runFor(300); // past the URL trigger's 100 ms: it stays closed
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Opened again, it starts afresh.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByText('Email is not correct')).toHaveCount(0);
  });

  test("from a job's 'Apply now' it keeps the line about the selected job (docs/product.md §2), also after 'Not you?'; Back does not apply", async ({
    page,
  }) => {
    await prefer(page, CHECK, { example: 'passwordOnly' });
    await page.goto(`/job/${job.slug}`);
    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
    await expect(dialog).toHaveAccessibleDescription(SIGN_IN_TO_APPLY);
    await continueWith(page, 'maya.okafor@example.com');
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await welcome.getByRole('button', { name: 'Not you?' }).click();
    await expect(dialog).toHaveAccessibleDescription(SIGN_IN_TO_APPLY);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/job/${job.slug}$`));
    // Then the header's Sign in on the same page: no job was chosen this time.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toHaveAccessibleDescription(SIGN_IN_ANYWHERE);
  });

  test('closed at once with Escape, it stays closed and open_login does not stay behind', async ({
    page,
  }) => {
    await page.clock.install();
    const dialog = await openFromHeader(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.clock.runFor(500); // past the URL trigger's 100 ms
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('open_login in the URL opens it on load, with the email prefilled; Escape closes it', async ({
    page,
  }) => {
    await page.goto('/jobs?open_login=true&email=maya.okafor%40example.com');
    const dialog = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('maya.okafor@example.com');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/open_login/);
  });

  test('a bad email never leaves the browser', async ({ page }) => {
    const lookups = recordRequests(page, CHECK);
    const dialog = await openFromHeader(page);
    const email = dialog.getByLabel('Email');
    await continueWith(page, '');
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await email.fill('maya@');
    await email.blur();
    await expect(dialog.getByText('Email is not correct')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog.getByText('Email is not correct')).toBeVisible();
    expect(lookups).toEqual([]);
  });

  test('a password-only account: a wrong password keeps the email and shows the message', async ({
    page,
  }) => {
    await prefer(page, CHECK, { example: 'passwordOnly' });
    await prefer(page, LOGIN, { code: 401, example: 'wrongPassword', method: 'POST' });
    const logins = await captureBodies(page, LOGIN);
    const dialog = await openFromHeader(page);
    await continueWith(page, '  maya.okafor@example.com ');
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(welcome).toContainText('Signing in as: maya.okafor@example.com');
    await expect(welcome.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
    await expect(welcome.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      /^\/forgot-password/,
    );
    await expectNoSeriousA11yIssues(page);
    await welcome.getByLabel('Password').fill('not-my-password');
    await welcome.getByRole('button', { name: 'Login' }).click();
    await expect(
      welcome.getByText('Your password is not correct, please try again.'),
    ).toBeVisible();
    await expect(welcome.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(welcome).toContainText('maya.okafor@example.com');
    expect(logins).toEqual([{ email: 'maya.okafor@example.com', password: 'not-my-password' }]);
    // 'Not you?' starts over, and the message is gone.
    await welcome.getByRole('button', { name: 'Not you?' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(page.getByText('Your password is not correct, please try again.')).toHaveCount(0);
  });

  test('a Google-only account sees only Google', async ({ page }) => {
    await prefer(page, CHECK, { example: 'googleOnly' });
    await openFromHeader(page);
    await continueWith(page, 'maya.okafor@example.com');
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(welcome.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Continue with LinkedIn' })).toHaveCount(0);
    await expect(welcome.getByLabel('Password')).toHaveCount(0);
  });

  test('a candidate signs in with a password: session cookies, the account menu, no open_login', async ({
    page,
  }) => {
    await openFromHeader(page);
    await continueWith(page, candidate.user.email);
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await welcome.getByLabel('Password').fill('correct-horse-battery-staple');
    await welcome.getByRole('button', { name: 'Login' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/jobs$/);
    expect(await cookieNames(page)).toEqual(
      expect.arrayContaining(['jb_auth', 'jb_user', 'jb_profile']),
    );
  });

  test('an employer signing in from the dialog lands in the employer area', async ({ page }) => {
    await prefer(page, LOGIN, { example: 'employerOneCompany', method: 'POST' });
    await openFromHeader(page);
    await continueWith(page, 'jonas.weber@northwind-analytics.example');
    await page
      .getByRole('dialog', { name: 'Welcome back' })
      .getByLabel('Password')
      .fill('kreuzberg-planning-2025');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/employer$/);
  });

  test('a new email signs up (redirect_url = this page) and shows the magic-link view', async ({
    page,
  }) => {
    await prefer(page, CHECK, { code: 404 });
    const signups = recordRequests(page, SIGNUP);
    const signupBodies = await captureBodies(page, SIGNUP);
    await openFromHeader(page, '/about-us');
    await continueWith(page, 'new.candidate@example.com');
    const sent = page.getByRole('dialog', { name: 'Check your email for a magic link' });
    await expect(sent).toContainText("We've sent a magic link to new.candidate@example.com");
    await expect(sent).toContainText('The link expires shortly, so please click it soon.');
    await expect(sent.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    expect(signups).toHaveLength(1);
    expect(new URL(signups[0]!.url).searchParams.get('redirect_url')).toBe('about-us');
    expect(signupBodies).toEqual([
      { email: 'new.candidate@example.com', access_type: 'candidate' },
    ]);
  });

  test('a magic link opens complete-account; Create account signs in and clears the query', async ({
    page,
  }) => {
    // Sign up as the dialog does, then follow the link the backend mailed.
    const signup = await page.request.post(`${API}${SIGNUP}?redirect_url=jobs`, {
      data: { email: 'new.candidate@example.com', access_type: 'candidate' },
    });
    expect(signup.status()).toBe(201);
    const [mail] = await mailbox('new.candidate@example.com');
    const link = new URL(mail!.link);
    expect(link.pathname).toBe('/jobs');
    const key = link.searchParams.get('key');
    const confirms = await captureBodies(page, CONFIRM);
    await page.goto(`${link.pathname}${link.search}`);
    const complete = page.getByRole('dialog', { name: 'Complete your account' });
    await expect(complete).toContainText('Signing up as: new.candidate@example.com');
    await expect(page).toHaveURL(/open_login=true/);
    await expectNoSeriousA11yIssues(page);
    await complete.getByLabel('Password').fill('a-new-passphrase-2025');
    await complete.getByRole('button', { name: 'Create account' }).click();
    await expect(complete).toBeHidden();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect(confirms).toEqual([{ key, password: 'a-new-passphrase-2025' }]);
    // The account now exists with a password, and the link is used up.
    const methods = await page.request.get(`${API}${CHECK}?email=new.candidate%40example.com`);
    expect(await methods.json()).toEqual({ google: false, linkedin: false, password: true });
    const again = await page.request.post(`${API}${VERIFY_KEY}`, { data: { key } });
    expect(await again.json()).toEqual({ valid: false });
  });

  test("an expired key shows the expired view; 'Sign up' starts over", async ({ page }) => {
    await prefer(page, VERIFY_KEY, { example: 'expired' });
    await page.goto('/jobs?key=MTQ:used');
    const expired = page.getByRole('dialog', { name: 'This link is no longer valid' });
    await expect(expired).toContainText(
      'It appears that this link is no longer valid. Please sign up again to receive a new one.',
    );
    await expired.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Ready for your next chapter?' })).toBeVisible();
    await expect(page).not.toHaveURL(/key=/);
  });

  test('error_state opens the expired view and leaves the URL', async ({ page }) => {
    const verifications = recordRequests(page, VERIFY_KEY);
    await page.goto('/jobs?error_state=social_failed');
    await expect(page.getByRole('dialog', { name: 'This link is no longer valid' })).toBeVisible();
    await expect(page).not.toHaveURL(/error_state/);
    await expectNoSeriousA11yIssues(page);
    expect(verifications).toEqual([]);
  });

  test("Continue with Google goes to the API's /v2/auth/google/ with the query of docs/product.md §7", async ({
    page,
  }) => {
    let started: URL | null = null;
    await page.route(`${API}/v2/auth/google/**`, async (route) => {
      started = new URL(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Google</title><h1>Provider consent</h1>',
      });
    });
    const dialog = await openFromHeader(page);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Provider consent' })).toBeVisible();
    expect(page.url().startsWith(`${API}/v2/auth/google/?`)).toBe(true);
    expect(started).not.toBeNull();
    const url = started as unknown as URL;
    expect(url.searchParams.get('redirect_url')).toBe('employer/onboarding');
    expect(url.searchParams.get('access_type')).toBe('candidate');
  });

  test("'Forgot password?' leaves for /forgot-password with the email; Back reopens the dialog", async ({
    page,
  }) => {
    await prefer(page, CHECK, { example: 'passwordOnly' });
    await openFromHeader(page);
    await continueWith(page, 'maya.okafor@example.com');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?email=maya.okafor%40example.com$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('maya.okafor@example.com');
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs\?open_login=true$/);
    await expect(page.getByRole('dialog', { name: 'Ready for your next chapter?' })).toBeVisible();
  });
});

test('log out clears the auth, user and profile state and their cookies', async ({ page }) => {
  await signInAs(page, 'candidate');
  await page.goto('/jobs');
  await expect
    .poll(() => cookieNames(page))
    .toEqual(expect.arrayContaining(['jb_auth', 'jb_user', 'jb_profile']));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await cookieNames(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});
