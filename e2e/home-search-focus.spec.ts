/**
 * A search sent from the home page with Enter lands, like one sent on /jobs, with focus on the
 * results heading, which says how many (decision 012, rule 3); a reload of that page moves
 * nothing.
 */
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });

for (const width of [1280, 390]) {
  test(`at ${width} px Enter in the home page's search moves focus to the results heading`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Newest jobs' })).toBeVisible();
    const search = page.getByRole('main').getByRole('searchbox').first();
    await search.fill('engineer');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/jobs\?/);
    const results = page.getByRole('heading', { level: 2, name: /^\d+ jobs?/ });
    await expect(results).toBeFocused();

    await page.reload();
    await expect(results).toBeVisible();
    await expect(results).not.toBeFocused();
  });
}
