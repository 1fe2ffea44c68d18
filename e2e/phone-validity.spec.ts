/**
 * A phone number is a real number of its country (docs/product.md §3, the phone field), by the
 * same rules in the app and on the server: "12345" with Germany selected is refused in the
 * profile and in the apply form, and nothing is sent.
 */
import { expect as baseExpect, test } from './support/test';
import { signInWithPassword } from './support/real-session';
import { recordRequests } from './support/prefer';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const MAYA = 'maya.okafor@example.com';
const REFUSED = 'Enter a valid phone number, including the country';

test('the profile refuses a 5-digit German number and sends nothing', async ({ page }) => {
  await signInWithPassword(page, MAYA);
  const saves = recordRequests(page, '/v2/profile/');
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Maya Okafor');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('');
  await phone.pressSequentially('12345');
  await expect(page.getByRole('combobox', { name: /^Country: / })).toHaveAccessibleName(
    /^Country: Germany \+49/,
  );
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(REFUSED)).toBeVisible();
  await expect(phone).toBeFocused();
  expect(saves.filter((r) => r.method === 'PATCH' || r.method === 'PUT')).toEqual([]);
});

test('the apply form refuses a 5-digit German number and sends nothing', async ({ page }) => {
  await signInWithPassword(page, MAYA);
  const submits = recordRequests(page, '/v2/public/applications/submit/');
  await page.goto('/job/wind-turbine-field-service-technician-helios');
  await page
    .getByRole('button', { name: /^Apply/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const phone = dialog.getByRole('textbox', { name: 'Phone' });
  await phone.fill('');
  await phone.pressSequentially('12345');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText(REFUSED)).toBeVisible();
  expect(submits).toEqual([]);
});
