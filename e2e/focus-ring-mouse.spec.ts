/**
 * Focus moved by the app shows the keyboard's ring only to keyboard users (decision 012, rule 3):
 * a page chosen in the account menu with the mouse lands with focus on its heading and no ring;
 * chosen with the keyboard, the ring shows where focus is. The skip link stays hidden.
 */
import { expect as baseExpect, test } from './support/test';
import { signInWithPassword } from './support/real-session';

const expect = baseExpect.configure({ timeout: 15_000 });

const ringShown = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.activeElement?.matches(':focus-visible') ?? false);

test('a menu entry chosen with the mouse: focus on the heading, no ring; with the keyboard, the ring', async ({
  page,
}) => {
  await signInWithPassword(page, 'maya.okafor@example.com');
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Applied jobs' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Applied jobs' });
  await expect(heading).toBeFocused();
  expect(await ringShown(page)).toBe(false);
  await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeInViewport();

  await page.getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Saved jobs' }).focus();
  await page.keyboard.press('Enter');
  const saved = page.getByRole('heading', { level: 1, name: 'Saved jobs' });
  await expect(saved).toBeVisible();
  // Wherever focus went (back to the menu's button, which stays), a keyboard user sees its ring.
  await expect.poll(() => ringShown(page)).toBe(true);
});
