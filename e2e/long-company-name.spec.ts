/**
 * A long company name at 390 px (docs/product.md: the employer area works on phones): every
 * employer page stays as wide as the screen and the account menu stays on it; the name is cut
 * with an ellipsis, and its whole text stays available (title).
 */
import { API_URL, expect as baseExpect, test } from './support/test';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const JONAS = 'jonas.weber@northwind-analytics.example';
const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const EMPLOYER_JOB = '478e8225-9d61-48b1-9819-86f0bb204187';
const LONG_NAME = 'Northwind Analytics GmbH & Co. KG'; // 33 characters

const PAGES = [
  '/employer',
  '/employer/jobs',
  '/employer/team',
  '/employer/job',
  `/employer/job/${EMPLOYER_JOB}`,
  `/employer/job/details/${EMPLOYER_JOB}`,
  '/employer/northwind-analytics',
  '/employer/profile/user',
  '/employer/profile/notification',
  '/employer/profile/security',
];

test('with a 33-character company name every employer page fits 390 px, the account menu included', async ({
  page,
}) => {
  const session = await signInWithPassword(page, JONAS);
  const renamed = await page.request.put(`${API_URL}/v2/employers/${NORTHWIND}/`, {
    headers: bearer(session),
    data: { name: LONG_NAME },
  });
  assertNoViolation(renamed);
  expect(renamed.status()).toBe(200);
  await signInWithPassword(page, JONAS); // the session now carries the new name

  for (const path of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByText(LONG_NAME, { exact: true })).toBeAttached();
      const account = page.getByRole('button', { name: 'Account menu' });
      const box = (await account.boundingBox())!;
      expect
        .soft(box.x + box.width, `${path}: the account menu is on screen`)
        .toBeLessThanOrEqual(390);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(wide, `${path} is ${wide} px wide`).toBeLessThanOrEqual(390);
    });
  }
});
