/**
 * The app's refresh path against the local backend: after the access token expires (the fake's
 * clock moved 16 minutes on), the next call answers 403 token_expired, the app refreshes once,
 * retries, and the page shows the data as if nothing happened.
 */
import { recordRequests } from './support/prefer';
import { advanceClock, API_URL, expect, test } from './support/test';
import type * as T from '../generated/types.gen';

test('an expired access token is refreshed once and the page still loads', async ({ page }) => {
  await signInThroughDialog(page);

  const refreshes = recordRequests(page, '/v2/auth/token/refresh/');
  // Each 403's code, kept as a promise when the answer arrives (its body is read later): an
  // await inside the handler could push after the assertions below have run.
  const expired: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.status() === 403)
      expired.push(response.json().then((body) => String((body as T.Problem).code)));
  });
  await advanceClock(16 * 60);
  await page.goto('/applied-jobs');
  await expect(page.getByRole('link', { name: 'Data Engineer' })).toBeVisible();
  const codes = await Promise.all(expired);
  expect(codes.length).toBeGreaterThan(0);
  expect(new Set(codes)).toEqual(new Set(['token_expired']));
  expect(refreshes.filter((r) => r.method === 'POST')).toHaveLength(1);
});

/** Signs in through the dialog (a real session of the local backend). */
async function signInThroughDialog(page: import('@playwright/test').Page) {
  await page.goto('/jobs');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('maya.okafor@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await welcome.getByLabel('Password').fill('correct-horse-battery-staple');
  await welcome.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

const storedAuth = async (context: import('@playwright/test').BrowserContext) => {
  const cookie = (await context.cookies()).find((c) => c.name === 'jb_auth');
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as { access: string; refresh: string })
    : null;
};

test('two tabs keep one session through an expiry: the second uses the first one’s refresh', async ({
  page,
  context,
}) => {
  await signInThroughDialog(page);
  const second = await context.newPage();
  await second.goto('/applied-jobs');
  await expect(second.getByRole('link', { name: 'Data Engineer' })).toBeVisible();

  await advanceClock(16 * 60);
  // Tab A meets the expiry first and refreshes (the refresh token rotates).
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect.poll(async () => (await storedAuth(context))?.access).toBeTruthy();
  // Tab B still holds the old pair in memory; its next call must not refresh with it.
  const refreshesInB = recordRequests(second, '/v2/auth/token/refresh/');
  await second.getByRole('link', { name: 'Data Engineer' }).first().click();
  await expect(second).toHaveURL(/\/applied-jobs\/[0-9a-f-]{36}$/);
  await second.goBack();
  await second.reload();
  await expect(second.getByRole('link', { name: 'Data Engineer' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await storedAuth(context)).not.toBeNull();
  expect(refreshesInB.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test('Log out revokes the refresh token: reusing it afterwards fails', async ({
  page,
  context,
}) => {
  await signInThroughDialog(page);
  const before = await storedAuth(context);
  expect(before).not.toBeNull();
  const revoked = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/auth/logout/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await revoked).status()).toBe(204);
  expect(await storedAuth(context)).toBeNull();
  const reuse = await page.request.post(`${API_URL}/v2/auth/token/refresh/`, {
    data: { refresh: before!.refresh },
  });
  expect(reuse.status()).toBe(401);
});
