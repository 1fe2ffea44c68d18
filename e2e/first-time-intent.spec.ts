/**
 * Decision 012 rule 1: the intent survives sign-in, tried as a first-time user would,
 * against the local backend. Each test walks into the trap the rule closes and finds it gone:
 * 1. Apply → email → the magic link (from the mail catcher) opened in a new tab: that tab opens the
 *    apply form once signed in; the first tab, left on "Check your email", notices and says so.
 * 2. Apply → Google → Cancel at the provider: back on the job with a message, Back not trapped.
 * 3. An employer on a public job's Apply now is told it needs a candidate account, before any form.
 * 4. "Check your email": Resend (and the throttle's wait in words), and Use another email.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, mailbox, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import type * as T from '../generated/types.gen';

const job = contractExample<T.Job>('/v2/public/jobs/{jobSlug}/', 'get', '200');
const INTENT_KEY = 'jb:pending-intent';
const SUBMIT = '/v2/public/applications/submit/';
const PRESIGN = '/v2/public/applications/generate-presigned-post/';

async function expectNoSeriousA11yIssues(page: Page) {
  const result = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  expect(result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual(
    [],
  );
}

const pendingIntent = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), INTENT_KEY);

/** Signed out on the job: Apply now opens the sign-in dialog that speaks of this job. */
async function pressApply(page: Page) {
  await page.goto(`/job/${job.slug}`);
  await page.getByRole('button', { name: 'Apply now' }).first().click();
  const signIn = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await expect(signIn).toContainText('Sign up or sign in to apply to your selected job');
  return signIn;
}

/** A new address in the email step: the sign-up mails a link, and "Check your email" shows. */
async function signUpWith(page: Page, email: string) {
  const signIn = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByRole('button', { name: 'Continue', exact: true }).click();
  const sent = page.getByRole('dialog', { name: 'Check your email for a magic link' });
  await expect(sent).toContainText(`We've sent a magic link to ${email}`);
  return sent;
}

test('1. the magic link opened in a new tab continues to the apply form; the first tab notices', async ({
  page,
}) => {
  const email = 'first.timer@example.com';
  await pressApply(page);
  const sent = await signUpWith(page, email);
  expect(JSON.parse((await pendingIntent(page))!)).toMatchObject({
    kind: 'apply',
    target: job.slug,
  });

  // The mail, opened as a mail client would: a new tab of the same browser.
  await expect.poll(async () => (await mailbox(email)).length).toBe(1);
  const link = new URL((await mailbox(email))[0]!.link);
  expect(link.pathname).toBe(`/job/${job.slug}`); // the link comes back to the job
  const linkTab = await page.context().newPage();
  await linkTab.goto(`${link.pathname}${link.search}`);
  const complete = linkTab.getByRole('dialog', { name: 'Complete your account' });
  await complete.getByLabel('Password').fill('first-timer-passphrase-2025');
  await complete.getByRole('button', { name: 'Create account' }).click();

  // The trap was: signed in, but no form. Now the form opens, once, in the tab of the link.
  const apply = linkTab.getByRole('dialog', { name: `Apply for ${job.title}` });
  await expect(apply).toBeVisible();
  await expect(apply.getByLabel('Email')).toHaveValue(email);
  await expect(linkTab).toHaveURL(new RegExp(`/job/${job.slug}$`));
  expect(await pendingIntent(linkTab)).toBeNull(); // consumed

  // The first tab was left on "Check your email": it notices the session and says so.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const elsewhere = page.getByRole('dialog', { name: 'Signed in in another tab' });
  await expect(elsewhere).toContainText(`You're now signed in as ${email} in this tab too.`);
  await expect(sent.getByRole('button', { name: 'Resend link' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await elsewhere.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // It did not open a second form: the intent is used once.
  await expect(page.getByRole('dialog', { name: `Apply for ${job.title}` })).toHaveCount(0);

  // Never replayed: the link tab reloaded is an ordinary visit.
  await linkTab.reload();
  await expect(linkTab.getByRole('button', { name: 'Apply now' }).first()).toBeEnabled();
  await expect(linkTab.getByRole('dialog')).toHaveCount(0);
  await linkTab.close();
});

test('1. signed in with a password from Apply, the form opens at once (no callback needed)', async ({
  page,
}) => {
  const signIn = await pressApply(page);
  await signIn.getByLabel('Email').fill('maya.okafor@example.com');
  await signIn.getByRole('button', { name: 'Continue', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await welcome.getByLabel('Password').fill('correct-horse-battery-staple');
  await welcome.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: `Apply for ${job.title}` })).toBeVisible();
  expect(await pendingIntent(page)).toBeNull();
});

test('2. Google cancelled at the provider: back on the job with a message, and Back is not trapped', async ({
  page,
}) => {
  const signIn = await pressApply(page);
  await signIn.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();

  // The trap was: the employer sign-in page, no word, the job gone.
  await expect(page).toHaveURL(new RegExp(`/job/${job.slug}$`));
  await expect(page.getByText('Sign-in was cancelled')).toBeVisible();
  await expect(
    page.getByText('Nothing changed. You can try again, or continue with your email.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0); // not the expired-link view either
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await pendingIntent(page)).toBeNull(); // given up at the provider

  // Back: the provider's page, then the job where it started; never the onboarding redirect.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/job/${job.slug}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  expect(visited.filter((url) => /\/employer\//.test(url))).toEqual([]);
});

test('3. an employer on Apply now is told it needs a candidate account before any form opens', async ({
  page,
}) => {
  await signInAs(page, 'employerOneCompany', { answeredBy: 'backend' });
  const uploads = recordRequests(page, PRESIGN);
  const submits = recordRequests(page, SUBMIT);
  await page.goto(`/job/${job.slug}`);
  await page.getByRole('button', { name: 'Apply now' }).first().click();

  const notice = page.getByRole('dialog', { name: 'Applying needs a candidate account' });
  await expect(notice).toContainText('which is not a candidate account');
  await expect(page.getByRole('dialog', { name: `Apply for ${job.title}` })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await notice.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Asked again, they sign out and sign in as a candidate: the form opens for the candidate.
  await page.getByRole('button', { name: 'Apply now' }).first().click();
  await notice.getByRole('button', { name: 'Sign out and continue as a candidate' }).click();
  const signIn = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await expect(signIn).toContainText('Sign up or sign in to apply to your selected job');
  await signIn.getByLabel('Email').fill('maya.okafor@example.com');
  await signIn.getByRole('button', { name: 'Continue', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await welcome.getByLabel('Password').fill('correct-horse-battery-staple');
  await welcome.getByRole('button', { name: 'Login' }).click();
  const apply = page.getByRole('dialog', { name: `Apply for ${job.title}` });
  await expect(apply).toBeVisible();
  await expect(apply.getByLabel('Email')).toHaveValue('maya.okafor@example.com');
  expect(uploads).toEqual([]);
  expect(submits).toEqual([]);
});

test('4. "Check your email": Resend (with the throttle\'s wait in words) and Use another email to fix a typo', async ({
  page,
}) => {
  const typo = 'first.timer@example.con';
  const fixed = 'first.timer@example.com';
  await pressApply(page);
  const sent = await signUpWith(page, typo);

  await sent.getByRole('button', { name: 'Resend link' }).click();
  await expect(sent.getByRole('status')).toHaveText(`We've sent another magic link to ${typo}.`);
  await expect.poll(async () => (await mailbox(typo)).length).toBe(2);
  await expectNoSeriousA11yIssues(page);

  // signUp's throttle (x-throttle: 5 an hour per address): the sixth is refused, and the wait said.
  for (let count = 3; count <= 5; count += 1) {
    await sent.getByRole('button', { name: 'Resend link' }).click();
    await expect.poll(async () => (await mailbox(typo)).length).toBe(count);
    await expect(sent.getByRole('button', { name: 'Resend link' })).toBeEnabled();
  }
  await sent.getByRole('button', { name: 'Resend link' }).click();
  await expect(sent.getByRole('status')).toHaveText(
    "You've asked for several links in a short time. You can ask for another in 1 hour.",
  );
  expect(await mailbox(typo)).toHaveLength(5);

  // The typo: back to the email step with the address, corrected, and a link to the right one.
  await sent.getByRole('button', { name: 'Use another email' }).click();
  const signIn = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await expect(signIn.getByLabel('Email')).toHaveValue(typo);
  await signIn.getByLabel('Email').fill(fixed);
  await signIn.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Check your email for a magic link' }),
  ).toContainText(`We've sent a magic link to ${fixed}`);
  await expect.poll(async () => (await mailbox(fixed)).length).toBe(1);
  expect(new URL((await mailbox(fixed))[0]!.link).pathname).toBe(`/job/${job.slug}`);
});
