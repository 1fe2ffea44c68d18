/**
 * Layout details a browser shows and a DOM test cannot: the applications' status tabs stay one
 * row at 390 px (scrolling sideways, no tab left alone on a row), the Members and Pending
 * invitations tables line their columns up, and the phone filters' sticky "Show N jobs" bar is
 * opaque (nothing shows through it).
 */
import type { Locator } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { signInWithPassword } from './support/real-session';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const JONAS = 'jonas.weber@northwind-analytics.example';
const EMPLOYER_JOB = '478e8225-9d61-48b1-9819-86f0bb204187';

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the status tabs of the applications list are one row that scrolls, within the screen', async ({
    page,
  }) => {
    await signInWithPassword(page, JONAS);
    await page.goto(`/employer/job/details/${EMPLOYER_JOB}?view=list`);
    const tabs = page.getByRole('tablist', { name: 'Filter applications by status' });
    await expect(tabs.getByRole('tab')).toHaveCount(7);
    const tops = new Set<number>();
    for (const tab of await tabs.getByRole('tab').all()) tops.add(Math.round((await boxOf(tab)).y));
    expect([...tops]).toHaveLength(1);
    const list = await boxOf(tabs);
    expect(list.x + list.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // The last tab is reached by keyboard: it scrolls into view.
    await tabs.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Rejected' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Rejected' })).toBeInViewport({ ratio: 1 });
  });

  test('the sticky "Show N jobs" bar of the filters is opaque', async ({ page }) => {
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    const show = page.getByRole('button', { name: /^Show \d+ jobs?$/ });
    await expect(show).toBeInViewport();
    const background = await show
      .locator('xpath=..')
      .evaluate((bar) => getComputedStyle(bar).backgroundColor);
    // An alpha below 1 ("rgba(…, 0.95)", "oklab(1 0 0 / 0.95)") lets the text behind show through.
    expect(background).not.toMatch(/rgba|\//);
    expect(background).not.toBe('transparent');
  });
});

for (const width of [1024, 1280]) {
  test(`the Members and Pending invitations tables line their columns up (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithPassword(page, JONAS);
    await page.goto('/employer/team');
    const headers = (name: RegExp) =>
      page.getByRole('region', { name }).getByRole('columnheader').all();
    await expect(page.getByRole('region', { name: /^Pending invitations/ })).toBeVisible();
    const members = await headers(/^Members/);
    const pending = await headers(/^Pending invitations/);
    await page.screenshot({ path: `/tmp/ui2-team-${width}.png`, fullPage: true });
    expect(pending).toHaveLength(members.length);
    for (const [i, header] of members.entries()) {
      const a = await boxOf(header);
      const b = await boxOf(pending[i]!);
      expect(Math.round(b.x)).toBe(Math.round(a.x));
      expect(Math.round(b.width)).toBe(Math.round(a.width));
    }
  });
}
