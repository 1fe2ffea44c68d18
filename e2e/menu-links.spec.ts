/**
 * Menu entries that go to pages are links (docs/product.md §2, the account menu): each carries
 * an href, so it opens in a new tab and its address can be copied; chosen, it goes there.
 */
import { API_URL, expect as baseExpect, test } from './support/test';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';

const expect = baseExpect.configure({ timeout: 15_000 });

test('the candidate account menu: My profile, Applied jobs, Saved jobs and Settings are links', async ({
  page,
}) => {
  await signInWithPassword(page, 'maya.okafor@example.com');
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  const entries = [
    ['My profile', '/profile'],
    ['Applied jobs', '/applied-jobs'],
    ['Saved jobs', '/saved-jobs'],
    ['Settings', '/settings'],
  ] as const;
  for (const [name, href] of entries) {
    const item = menu.getByRole('menuitem', { name: new RegExp(`^${name}`) });
    await expect(item).toHaveAttribute('href', href);
  }
  await menu.getByRole('menuitem', { name: 'Applied jobs' }).press('Enter');
  await expect(page).toHaveURL(/\/applied-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applied jobs' })).toBeVisible();
});

test('the employer account menu: Profile settings is a link', async ({ page }) => {
  await signInWithPassword(page, 'jonas.weber@northwind-analytics.example');
  await page.goto('/employer');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const item = page.getByRole('menuitem', { name: 'Profile settings' });
  await expect(item).toHaveAttribute('href', '/employer/profile/user');
  await item.click();
  await expect(page).toHaveURL(/\/employer\/profile\/user$/);
});

test('the account button shows initials taken by grapheme: an emoji in the name is never cut in half', async ({
  page,
}) => {
  const amira = await signInWithPassword(page, 'amira.haddad@example.com');
  const renamed = await page.request.patch(`${API_URL}/v2/user/update/`, {
    headers: bearer(amira),
    data: { name: 'Amara 🌍 أمارة Nwosu' },
  });
  assertNoViolation(renamed);
  expect(renamed.status()).toBe(200);
  await signInWithPassword(page, 'amira.haddad@example.com'); // the session carries the new name
  await page.goto('/jobs');
  const account = page.getByRole('button', { name: 'Account menu' });
  // The avatar's letters (the name beside them shows from 768 px up).
  await expect(account.locator('[data-slot="avatar-fallback"]')).toHaveText('AN');
});
