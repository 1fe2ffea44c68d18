/**
 * A double click on Publish (decision 012 rule 4: a consequential move asks first) leaves the
 * confirmation open: the second click does not answer it. Confirmed, the job is published once.
 */
import { expect as baseExpect, test } from './support/test';
import { signInWithPassword } from './support/real-session';
import { recordRequests } from './support/prefer';

const expect = baseExpect.configure({ timeout: 15_000 });

const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const DRAFT = 'd70e64e7-2db2-4189-a0fb-4d61cead77f9'; // "Senior Product Designer", a draft

for (const width of [1280, 390]) {
  test(`at ${width} px a double click on Publish opens the confirmation and keeps it open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInWithPassword(page, 'jonas.weber@northwind-analytics.example');
    const moves = recordRequests(page, `/v2/employers/${NORTHWIND}/jobs/${DRAFT}/status/`);
    await page.goto(`/employer/job/details/${DRAFT}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).dblclick();
    const ask = page.getByRole('dialog', { name: 'Publish this job?' });
    // Both clicks are in (dblclick returns after the second): the confirmation stands.
    await expect(ask).toBeVisible();
    expect(moves).toEqual([]);
    await ask.getByRole('button', { name: 'Publish job' }).click();
    const toast = page.getByText('“Senior Product Designer” is now published');
    await expect(toast).toBeVisible();
    expect(moves.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    // The toast sits below the header: the account menu stays uncovered.
    const account = (await page.getByRole('button', { name: 'Account menu' }).boundingBox())!;
    // (Polled: the toast slides in.)
    await expect
      .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())!.y, {
        message: 'the toast starts below the account menu',
      })
      .toBeGreaterThanOrEqual(account.y + account.height);
  });
}
