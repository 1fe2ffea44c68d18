/**
 * Asking for a job alert is asking for its emails (docs/product.md, job alerts): a candidate whose
 * "Job alerts" emails are off (every email setting of a new account is) creates an alert; the
 * emails are turned on, the confirmation says so, and Settings shows them on.
 */
import { API_URL, expect as baseExpect, test } from './support/test';
import { assertNoViolation, bearer, signInWithPassword } from './support/real-session';
import type * as T from '../generated/types.gen';

const expect = baseExpect.configure({ timeout: 15_000 });

test('creating an alert with job alert emails off turns them on and says so', async ({ page }) => {
  const amira = await signInWithPassword(page, 'amira.haddad@example.com');
  const settingsUrl = `${API_URL}/v2/user/settings/`;
  const current = (await (
    await page.request.get(settingsUrl, { headers: bearer(amira) })
  ).json()) as T.NotificationSettings;
  const off = await page.request.post(settingsUrl, {
    headers: bearer(amira),
    data: { ...current, job_alerts: false },
  });
  assertNoViolation(off);
  expect(off.status()).toBe(200);

  await page.goto('/jobs?search=designer&location=berlin');
  await page.getByRole('button', { name: 'Create alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a job alert' });
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText('Alert “Designer in Berlin” created')).toBeVisible();
  await expect(page.getByText(/Job alert emails are now on\./)).toBeVisible();

  const after = (await (
    await page.request.get(settingsUrl, { headers: bearer(amira) })
  ).json()) as T.NotificationSettings;
  expect(after.job_alerts).toBe(true);
});
