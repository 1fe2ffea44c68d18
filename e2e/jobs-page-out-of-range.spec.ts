/**
 * A results page past the last one, opened directly (a link, a bookmark): it says the page does
 * not exist and why without speaking of a "before" there never was, and leads to the first page.
 */
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });

test('opening /jobs?page=50 directly says the search has fewer results, and leads to the first page', async ({
  page,
}) => {
  await page.goto('/jobs?page=50');
  await expect(
    page.getByRole('heading', { name: "This page of results doesn't exist" }),
  ).toBeVisible();
  await expect(
    page.getByText('This search has fewer results than that. Go back to the first page.'),
  ).toBeVisible();
  await expect(page.getByText(/than before/)).toHaveCount(0);
  await page.getByRole('link', { name: 'First page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ jobs?/ })).toBeVisible();
});
