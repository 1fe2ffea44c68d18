/**
 * Invitations are accepted explicitly (docs/backend-guide.md): the emailed link opens the invitation
 * page, the invited account signs in and accepts (only then is it a member), anyone holding the
 * link may decline, and another account is told which email the invitation was sent to. Against
 * the local backend's store (no Prefer header): what happens is what the server kept.
 */
import { API_URL, expect as baseExpect, mailbox, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const JONAS = 'jonas.weber@northwind-analytics.example';
const SOFIA = 'sofia.marques@lumen-and-oak.example';
const PASSWORD = 'correct-horse-battery-staple';
/** The seeded invitation (Lea, member of Northwind): the contract example's token. */
const LEA = contractExample<T.Invitation>('/v2/invitations/lookup/', 'post', '200');
const LEA_LINK = '/employer/invitation/inv-4k7q2m9x8c3v6b1n5z0w2r7t4y9p3s8d';

/** The team as the server keeps it (read as Jonas, straight from the API). */
async function teamRows(request: import('@playwright/test').APIRequestContext) {
  const login = await request.post(`${API_URL}/v2/auth/login/`, {
    data: { email: JONAS, password: PASSWORD },
  });
  const { access } = (await login.json()) as T.LoginResponse;
  const team = await request.get(`${API_URL}/v2/employers/${NORTHWIND}/users/?page_size=100`, {
    headers: bearer({ access }),
  });
  assertNoViolation(team);
  return ((await team.json()) as T.PaginatedTeamMemberList).results;
}

test('invite, follow the mailed link, sign in as the invitee, accept: only then a member', async ({
  page,
}) => {
  // Jonas invites Sofia (who has an account elsewhere) as admin from the team page.
  await signInWithPassword(page, JONAS);
  await page.goto('/employer/team');
  const form = page.getByRole('form', { name: 'Invite a teammate' });
  await form.getByLabel('Email address').fill(SOFIA);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${SOFIA}`)).toBeVisible();

  // The mail catcher has the link: the app's own origin, the invitation page, nothing else.
  const [mail] = await mailbox(SOFIA);
  const link = new URL(mail!.link);
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.pathname).toMatch(/^\/employer\/invitation\/[a-z0-9]+$/);
  expect(link.search).toBe('');
  // Sofia's sign-in alone does not join (the old silent acceptance is gone).
  const before = await page.request.post(`${API_URL}/v2/auth/login/`, {
    data: { email: SOFIA, password: PASSWORD },
  });
  expect(
    ((await before.json()) as T.LoginResponse).user.employers.map((e) => e.employer_slug),
  ).not.toContain('northwind-analytics');

  // Sofia opens the link, signed out: who invites, as what, and which email may accept.
  await page.context().clearCookies();
  await page.goto(link.pathname);
  await expect(page).toHaveTitle(/^Invitation \| /);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join Northwind Analytics' }),
  ).toBeVisible();
  await expect(page.getByText(`Jonas Weber invited ${SOFIA} to join`)).toBeVisible();
  await expect(page.getByText(`Sign in as ${SOFIA} to accept.`)).toBeVisible();

  // Employer sign-in comes back here; nothing is joined until she accepts.
  await page.getByRole('link', { name: 'Employer sign-in' }).click();
  await page.getByLabel('Email').fill(SOFIA);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${link.pathname}$`));
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  expect((await teamRows(page.request)).find((m) => m.email === SOFIA)?.status).toBe('invited');

  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You joined Northwind Analytics' }),
  ).toBeVisible();
  const joined = (await teamRows(page.request)).find((m) => m.email === SOFIA);
  expect(joined).toMatchObject({ status: 'active', role: 'admin', name: 'Sofia Marques' });

  // The employer area opens on Northwind.
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(link.pathname);
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are already in Northwind Analytics' }),
  ).toBeVisible();
});

test('decline: no account needed, asked first; the invitation leaves the team', async ({
  page,
}) => {
  await page.goto(LEA_LINK);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join Northwind Analytics' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Decline the invitation to Northwind Analytics?',
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await teamRows(page.request)).some((m) => m.email === LEA.email)).toBe(true);

  await page.getByRole('button', { name: 'Decline' }).click();
  await page
    .getByRole('dialog', { name: 'Decline the invitation to Northwind Analytics?' })
    .getByRole('button', { name: 'Decline invitation' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation declined' })).toBeVisible();
  expect((await teamRows(page.request)).some((m) => m.email === LEA.email)).toBe(false);
  // The link is used up.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation declined' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Accept|Decline/ })).toHaveCount(0);
});

test('another account is told which email the invitation was sent to, and cannot accept', async ({
  page,
}) => {
  const maya = await signInWithPassword(page, 'maya.okafor@example.com');
  await page.goto(LEA_LINK);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This invitation is for another account' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `It was sent to ${LEA.email}, and you are signed in as maya.okafor@example.com.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);

  // Forced through the API with Maya's token: the server refuses too, naming the email.
  const forced = await page.request.post(`${API_URL}/v2/invitations/accept/`, {
    headers: bearer(maya),
    data: { token: LEA_LINK.split('/').pop() },
  });
  assertNoViolation(forced);
  expect(forced.status()).toBe(403);
  expect(await forced.json()).toMatchObject({
    code: 'invitation_wrong_account',
    detail: expect.stringContaining(LEA.email),
  });
  expect((await teamRows(page.request)).find((m) => m.email === LEA.email)?.status).toBe('invited');

  // Signing out leaves the decision to the right account.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText(`Sign in as ${LEA.email} to accept.`)).toBeVisible();
});
