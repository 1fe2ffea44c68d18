/**
 * The app's refresh path against the local backend: after the access token expires (the fake's
 * clock moved 16 minutes on), the next call answers 403 token_expired, the app refreshes once,
 * retries, and the page shows the data as if nothing happened.
 */
import { recordRequests } from './support/prefer';
import { advanceClock, expect, test } from './support/test';
import type * as T from '../generated/types.gen';

test('an expired access token is refreshed once and the page still loads', async ({ page }) => {
  await page.goto('/jobs');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('maya.okafor@example.com');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await welcome.getByLabel('Password').fill('correct-horse-battery-staple');
  await welcome.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

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
